// The limit for anything Acolhe serves: a bare Fastify 5 server answering one small JSON.
// Run: node bench/bare-server.mjs (PORT, HOST)
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: process.env.HOST ?? '127.0.0.1' });
