/**
 * The instance's lifecycle state (`app.lifecycle`): `draining` turns true when a shutdown begins, so `/readyz`
 * answers 503 and a load balancer stops sending new requests while the in-flight ones finish (issue 17 §4).
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { draining: boolean };
  }
}

export default fp(
  async (app) => {
    const lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    // While draining, every answer closes its connection: a kept-alive connection (nginx's upstream keepalive)
    // would otherwise outlive the shutdown, and its next request would meet a closed server.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'lifecycle' },
);
