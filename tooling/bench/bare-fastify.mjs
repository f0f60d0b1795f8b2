// The reference point of the API figures: a bare Fastify answering GET ip's envelope, no plugins, no database.
// Same machine, same run, same autocannon settings: the ratio to it says what our stack costs per request,
// whatever else the shared machine is doing.   node tooling/bench/bare-fastify.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/v1/ip', async (request) => ({ code: '200', message: 'Success', data: { ip: request.ip } }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
console.log(`bare fastify on http://127.0.0.1:${app.server.address().port}`);
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
