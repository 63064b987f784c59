import fp from 'fastify-plugin';
import { ShellEvents } from '../../shared/shell-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shell configuration changes (shared/shell-events.ts). */
    shellEvents: ShellEvents;
  }
}

export default fp(
  async (app) => {
    app.decorate('shellEvents', new ShellEvents());
  },
  { name: 'shell-events' },
);
