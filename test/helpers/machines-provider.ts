/**
 * The security provider stand-in on a machine of its own, for the machines test (test/e2e/machines.test.ts): its
 * token calls (the `/dev/login` form's) on `HOST`:`PORT`, for the portal whose public URL is `PUBLIC_URL`. No CAS
 * server is started: the test signs its visitor in with a password.
 */
import { pino } from 'pino';
import { buildSecurityProvider } from '../../embedded/security-provider.ts';

const { HOST = '127.0.0.1', PORT = '3101', PUBLIC_URL = 'https://portal.test' } = process.env;
const provider = await buildSecurityProvider({ logger: pino({ level: 'warn' }), publicUrl: PUBLIC_URL, casUrl: `${PUBLIC_URL}/no-cas` });
await provider.app.listen({ host: HOST, port: Number(PORT) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void provider.app.close().then(() => process.exit(0)));
