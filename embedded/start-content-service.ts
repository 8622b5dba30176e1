/** `npm run content-service`: the embedded content service alone, for a portal or a tool pointed at it. */
import path from 'node:path';
import { pino } from 'pino';
import { buildContentService } from './content-service.ts';

const logger = pino({ name: 'content-service', level: process.env.LOG_LEVEL ?? 'info' });
const port = Number(process.env.CONTENT_SERVICE_PORT ?? 3100);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  logger.fatal(`CONTENT_SERVICE_PORT must be a port number, got "${process.env.CONTENT_SERVICE_PORT}".`);
  process.exit(1);
}
const { app } = await buildContentService({ contentDir: process.env.CONTENT_DIR ?? path.resolve('content'), logger });
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
