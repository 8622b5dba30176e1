/**
 * The ceiling of the benchmark: a bare Fastify route sending the same bytes as a portal page, from memory.
 * Started by bench/run.ts as a child process: `node --import tsx bench/ceiling.ts <port> <file>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port = '3902', file = ''] = process.argv.slice(2);
const body = readFileSync(file);
const app = Fastify();
app.get('/page', (_request, reply) => {
  reply.type('text/html; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
