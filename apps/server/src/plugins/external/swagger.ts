import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { access } from '../../shared/access.ts';

/** OpenAPI generated from the route schemas; registered before the routes so it sees all of them. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Portico API',
          version: '0.1.0',
          description: 'Portal shell API (docs/contracts.md §3).',
        },
      },
    });
    const options = { config: { access: access.public }, schema: { hide: true } };
    app.get('/api/openapi.json', options, async () => app.swagger());
  },
  { name: 'swagger' },
);
