import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing; sessions (identity issue) will read their tokens through it. */
export default fp(async (app) => app.register(cookie), { name: 'cookie' });
