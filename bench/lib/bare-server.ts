// A bare Fastify route, the baseline every API figure is compared with in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.info(address);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
