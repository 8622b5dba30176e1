/** `npm run content-service`: the embedded content service alone, for a portal or a tool pointed at it. */
import path from 'node:path';
import { pino } from 'pino';
import { configuredOrExit, loadVariables } from '../server/config.ts';
import { buildContentService } from './content-service.ts';

const env = configuredOrExit(() => loadVariables(['CONTENT_SERVICE_PORT', 'CONTENT_DIR', 'HOST', 'LOG_LEVEL']));
const logger = pino({ name: 'content-service', level: env.LOG_LEVEL });
const { app } = await buildContentService({ contentDir: path.resolve(env.CONTENT_DIR), logger });
await app.listen({ host: env.HOST, port: env.CONTENT_SERVICE_PORT });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
