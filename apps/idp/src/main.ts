/**
 * `npm run idp`: the local OpenID Connect provider for the O3 school's single sign-on. Configured by:
 * IDP_PORT (4000), IDP_HOST (127.0.0.1), IDP_ISSUER (http://localhost:{port}), and the one client Portico uses:
 * OIDC_CLIENT_ID (portico), OIDC_CLIENT_SECRET (portico-dev-secret), OIDC_REDIRECT_URI
 * (http://localhost:3000/login/third/callback) — the same variables the server reads, so one environment serves
 * both. Prints the issuer once it listens.
 */
import { DEMO_IDP_USERS, startIdp } from './index.ts';

const port = Number(process.env.IDP_PORT || 4000);
const host = process.env.IDP_HOST || '127.0.0.1';
const issuer = process.env.IDP_ISSUER || `http://localhost:${port}`;

const idp = await startIdp({
  port,
  host,
  issuer,
  clients: [
    {
      clientId: process.env.OIDC_CLIENT_ID || 'portico',
      clientSecret: process.env.OIDC_CLIENT_SECRET || 'portico-dev-secret',
      redirectUris: (process.env.OIDC_REDIRECT_URI || 'http://localhost:3000/login/third/callback').split(
        ',',
      ),
    },
  ],
});
console.log(`identity provider listening: issuer ${idp.issuer}`);
console.log(
  `demo users: ${DEMO_IDP_USERS.map((user) => user.email).join(', ')} (password ${DEMO_IDP_USERS[0]?.password})`,
);

const stop = () => {
  void idp.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
