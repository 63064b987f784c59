/**
 * A real OpenID Connect provider for development and tests (issue 14 item 1): `oidc-provider` (a certified
 * implementation) with demo users, a login form of its own and automatic consent for the registered clients.
 * Portico's server talks to it exactly as it would to Keycloak or Authing: discovery, authorization-code + PKCE,
 * ID tokens signed with the key published at its JWKS URI.
 *
 * `tamperIdTokens` exists for the API tests only (never reachable from the environment): it lets a test make the
 * provider answer with an ID token signed by the provider's own key but carrying other claims (another audience,
 * an expiry in the past, another nonce), so Portico's validation is exercised against real signatures.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import Provider, { type Configuration, type JWK } from 'oidc-provider';
import { renderLoginPage } from './login-page.ts';
import { DEMO_IDP_USERS, findDemoUser, type IdpUser } from './users.ts';

export { DEMO_IDP_USERS, type IdpUser } from './users.ts';

export interface IdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface IdpOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Public base URL (default http://{host}:{port}); must be what the clients reach. */
  issuer?: string;
  clients: IdpClient[];
  users?: IdpUser[];
  /** ID token lifetime in seconds (default 600). */
  idTokenTtlSeconds?: number;
}

export type IdTokenTamper = (claims: JWTPayload) => JWTPayload;

export interface RunningIdp {
  issuer: string;
  port: number;
  /** Test hook: re-sign every ID token the token endpoint answers with, after `tamper` changed its claims. */
  tamperIdTokens(tamper: IdTokenTamper | null): void;
  /** Signs a JWT with the provider's signing key (test hook for hand-made tokens). */
  sign(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

const FORM_LIMIT_BYTES = 16 * 1024;

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > FORM_LIMIT_BYTES) req.destroy(new Error('form too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export async function startIdp(options: IdpOptions): Promise<RunningIdp> {
  const host = options.host ?? '127.0.0.1';
  const users = options.users ?? DEMO_IDP_USERS;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingJwk = {
    ...(privateKey.export({ format: 'jwk' }) as JWK),
    kid: 'portico-idp-1',
    use: 'sig',
    alg: 'RS256',
  };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = (options.issuer ?? `http://${host}:${port}`).replace(/\/+$/, '');

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // Keycloak and Authing put the profile claims in the ID token too; so does this provider.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: options.idTokenTtlSeconds ?? 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: (_ctx, sub) => {
      const user = users.find((candidate) => candidate.sub === sub);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        claims: () => ({
          sub: user.sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.email,
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${String(out.error).replace(/[<>&]/g, '')}</p></main></body></html>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  const sign = (claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid, typ: 'JWT' })
      .sign(privateKey);

  let tamper: IdTokenTamper | null = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (tamper && ctx.path === '/token' && body && typeof body.id_token === 'string') {
      body.id_token = await sign(tamper({ ...decodeJwt(body.id_token) }));
    }
  });

  /** Login done (or a returning user): consent is granted for what the client asked, then back to the client. */
  async function finish(req: http.IncomingMessage, res: http.ServerResponse, accountId: string) {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
      : new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details.missingOIDCScope;
    if (Array.isArray(missing)) grant.addOIDCScope(missing.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const callback = provider.callback();
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(url.pathname);
    if (!match) {
      void callback(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET' && details.prompt.name === 'consent' && details.session?.accountId) {
          await finish(req, res, details.session.accountId);
        } else if (req.method === 'GET') {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('cache-control', 'no-store');
          res.end(renderLoginPage({ uid: details.uid, error: null, login: '' }));
        } else if (req.method === 'POST' && match[2] === '/abort') {
          await provider.interactionFinished(
            req,
            res,
            { error: 'access_denied' },
            { mergeWithLastSubmission: false },
          );
        } else if (req.method === 'POST' && match[2] === '/login') {
          const form = await readForm(req);
          const login = form.get('login') ?? '';
          const user = findDemoUser(users, login, form.get('password') ?? '');
          if (!user) {
            res.statusCode = 401;
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(renderLoginPage({ uid: details.uid, error: 'Wrong e-mail or password.', login }));
            return;
          }
          await finish(req, res, user.sub);
        } else {
          res.statusCode = 405;
          res.end();
        }
      } catch (error) {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`Interaction failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    })();
  });

  return {
    issuer,
    port,
    tamperIdTokens: (next) => {
      tamper = next;
    },
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
