// The ceiling of this machine for an HTTP route: bare Fastify, no hooks, no logging, a constant
// body. The floor route is judged as a fraction of this, measured in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
