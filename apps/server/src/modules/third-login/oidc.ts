/**
 * The OpenID Connect client of the O3 single sign-on, on `openid-client` (v6): discovery (cached; retried after a
 * failure), the authorization URL with PKCE (S256), state and nonce, and the code exchange, whose ID token the
 * library validates — signature against the provider's JWKS, issuer, audience (our client id), nonce, expiry.
 * Every failure becomes a stable error code (never a 500): the tests meet each one against a real provider.
 */
import * as client from 'openid-client';
import type { OidcConfig } from '../../config/env.ts';
import { fail, type HttpError } from '../../shared/http-error.ts';

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
}

export interface StartedAuthorization {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The provider is unreachable: discovery, JWKS or token endpoint did not answer (or answered 5xx). */
const unreachable = () => fail('THIRD_LOGIN_PROVIDER_UNREACHABLE', 'The identity provider did not answer');

export class OidcClient {
  #configuration: Promise<client.Configuration> | null = null;

  constructor(readonly settings: OidcConfig) {}

  /** Discovery once; a failed discovery is forgotten so the next login tries again. */
  configuration(): Promise<client.Configuration> {
    if (!this.#configuration) {
      const { issuer, clientId, clientSecret, timeoutMs } = this.settings;
      const url = new URL(issuer);
      // Plain http only for a provider on this machine (the local `npm run idp`); anything else needs TLS.
      const insecure = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
      this.#configuration = client
        .discovery(url, clientId, { client_secret: clientSecret }, client.ClientSecretPost(clientSecret), {
          timeout: Math.ceil(timeoutMs / 1000),
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.#configuration = null;
          throw error;
        });
    }
    return this.#configuration;
  }

  async start(): Promise<StartedAuthorization> {
    const configuration = await this.configuration().catch(() => {
      throw unreachable();
    });
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** The callback's parameters → the verified identity; throws a catalogued HttpError for every refusal. */
  async exchange(
    params: Record<string, string | undefined>,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedIdentity> {
    const configuration = await this.configuration().catch(() => {
      throw unreachable();
    });
    const currentUrl = new URL(this.settings.redirectUri);
    for (const [key, value] of Object.entries(params)) if (value) currentUrl.searchParams.set(key, value);
    let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
    try {
      tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw exchangeError(error);
    }
    const claims = tokens.claims();
    if (!claims) throw fail('THIRD_LOGIN_ID_TOKEN_INVALID', 'The provider sent no ID token');
    let email = claims.email_verified === false ? null : stringClaim(claims.email);
    let name = stringClaim(claims.name) ?? stringClaim(claims.preferred_username);
    if ((!email || !name) && tokens.access_token) {
      // Providers that keep profile claims out of the ID token (the spec-conforming default) have them here.
      const info = await client
        .fetchUserInfo(configuration, tokens.access_token, claims.sub)
        .catch(() => null);
      if (info) {
        email ??= info.email_verified === false ? null : stringClaim(info.email);
        name ??= stringClaim(info.name) ?? stringClaim(info.preferred_username);
      }
    }
    return { issuer: claims.iss, subject: claims.sub, email, name };
  }
}

const stringClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 254) : null;

/** openid-client / oauth4webapi failures → our codes. The claim that failed travels in the error's cause. */
function exchangeError(error: unknown): HttpError {
  if (error instanceof client.AuthorizationResponseError) {
    return fail('THIRD_LOGIN_DENIED', 'The identity provider did not sign you in', { error: error.error });
  }
  if (error instanceof client.ResponseBodyError) {
    if (error.status >= 500) return unreachable();
    return fail('THIRD_LOGIN_CODE_REJECTED', 'The identity provider refused the authorization code', {
      error: error.error,
    });
  }
  if (error instanceof client.ClientError) {
    const cause = (error.cause as { cause?: { claim?: unknown; parameter?: unknown } } | undefined)?.cause;
    const claim = cause?.claim;
    switch (error.code) {
      case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
        if (claim === 'aud')
          return fail('THIRD_LOGIN_AUDIENCE_MISMATCH', 'The ID token is for another client');
        if (claim === 'nonce') return fail('THIRD_LOGIN_NONCE_MISMATCH', 'The ID token nonce does not match');
        return fail('THIRD_LOGIN_ID_TOKEN_INVALID', 'The ID token failed validation', { claim });
      case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
        if (claim === 'exp') return fail('THIRD_LOGIN_ID_TOKEN_EXPIRED', 'The ID token has expired');
        return fail('THIRD_LOGIN_ID_TOKEN_INVALID', 'The ID token failed validation', { claim });
      case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED':
        return fail('THIRD_LOGIN_STATE_INVALID', 'The response does not belong to this sign-in');
      case 'OAUTH_TIMEOUT':
      case 'OAUTH_ABORT':
      case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
      case 'OAUTH_RESPONSE_IS_NOT_JSON':
        return unreachable();
      default:
        return fail('THIRD_LOGIN_ID_TOKEN_INVALID', 'The provider response failed validation', {
          reason: error.code ?? 'unknown',
        });
    }
  }
  // fetch() rejects with a TypeError when nothing answers.
  return unreachable();
}
