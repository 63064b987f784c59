/**
 * The O3 school's single sign-on (issue 14 item 1; spec §7): start (302 to the provider), callback exchange, bind.
 * Thin handlers: the OpenID Connect work is in oidc.ts, storage in queries.ts, the target rule in core.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  Ok,
  ThirdBindBody,
  ThirdBindResultSchema,
  ThirdLoginCallbackBody,
  ThirdLoginResultSchema,
  ThirdLoginStartQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { THIRD_LOGIN, decodeTargetUrl, isSupportedLanguage, resolveSchoolId } from '@portico/core';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { setSessionCookies } from '../../auth/cookies.ts';
import { hashPassword } from '../../auth/password.ts';
import { issueTokens, newOpaqueToken } from '../../auth/tokens.ts';
import { presentUser } from '../../auth/user-info.ts';
import type { OidcConfig } from '../../config/env.ts';
import { optionalTenantSchool } from '../../shared/tenant-school.ts';
import { findSchoolById, type SchoolRow } from '../../repositories/schools.ts';
import { access } from '../../shared/access.ts';
import { HttpError, fail } from '../../shared/http-error.ts';
import { locationHeader } from '../../shared/location.ts';
import { authenticate } from '../auth/login.ts';
import { addMembership } from '../members/queries.ts';
import { OidcClient } from './oidc.ts';
import {
  closeTicket,
  consumeFlow,
  createFlow,
  createUser,
  emailTaken,
  findFlowByState,
  findIdentity,
  findIdentityOfUser,
  findOpenTicket,
  findUserById,
  insertIdentity,
  storeBindTicket,
  touchIdentity,
} from './queries.ts';

const NICKNAME_MAX = 32;

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The school a same-site target page belongs to (core's tenant rules: query keys, then the path). */
const schoolOfPath = (target: string, base: string) => {
  const url = new URL(target, base);
  return resolveSchoolId({ pathname: url.pathname, query: url.searchParams });
};

const thirdLoginRoutes: FastifyPluginAsyncTypebox<{ oidc: OidcConfig | null }> = async (app, options) => {
  // JSON only, like the password login (login CSRF): no body type an HTML form of another site can send.
  app.removeContentTypeParser('text/plain');
  const oidc = options.oidc ? new OidcClient(options.oidc) : null;
  const requireOidc = () => {
    if (!oidc) throw fail('THIRD_LOGIN_NOT_CONFIGURED', 'No identity provider is configured (OIDC_ISSUER)');
    return oidc;
  };
  const requireO3 = (school: SchoolRow | null | undefined): SchoolRow => {
    if (!school)
      throw fail('SCHOOL_ID_REQUIRED', 'Name the O3 school (tenantId) or return to one of its pages');
    if (school.kind !== 'o3') {
      throw fail('THIRD_LOGIN_NOT_AVAILABLE', 'Single sign-on is only available in O3 community schools');
    }
    return school;
  };
  const failures = { ...errorResponses, 409: ErrorBody, 502: ErrorBody };

  app.get(
    API_PATHS.thirdLogin.start,
    {
      config: { access: { school: 'optional', who: 'anyone' } },
      schema: {
        tags: ['auth'],
        summary:
          'O3 login: starts an OpenID Connect authorization-code flow (PKCE) and redirects to the provider',
        querystring: ThirdLoginStartQuery,
        response: { 302: Type.Null({ description: 'Location: the provider' }), ...failures },
      },
    },
    async (request, reply) => {
      const lang = request.query['sxz-lang'];
      try {
        const target = decodeTargetUrl(request.query.targetUrl, origin(request));
        const named = optionalTenantSchool(request);
        const fromTarget = target ? schoolOfPath(target, origin(request)) : null;
        const school = requireO3(named ?? (fromTarget ? await findSchoolById(app.db, fromTarget) : null));
        if (!target)
          throw fail('THIRD_LOGIN_TARGET_INVALID', 'targetUrl must be the base64 of a page of this site');
        const client = requireOidc();
        const started = await client.start();
        await createFlow(app.db, {
          schoolId: school.id,
          state: started.state,
          nonce: started.nonce,
          codeVerifier: started.codeVerifier,
          targetUrl: target,
          lang: isSupportedLanguage(lang) ? lang : '',
        });
        reply.header('cache-control', 'no-store');
        if (isSupportedLanguage(lang)) {
          reply.setCookie(THIRD_LOGIN.LANG_COOKIE, lang, {
            path: THIRD_LOGIN.CALLBACK_PATH,
            maxAge: THIRD_LOGIN.FLOW_TTL_S,
            httpOnly: true,
            sameSite: 'lax',
            secure: request.protocol === 'https',
          });
        }
        return reply.redirect(locationHeader(started.url), 302);
      } catch (error) {
        // A browser that followed the login button reads the refusal on our callback page, in its language.
        if (error instanceof HttpError && /text\/html/.test(request.headers.accept ?? '')) {
          const query = new URLSearchParams({
            errorCode: error.errorCode,
            'sxz-lang': isSupportedLanguage(lang) ? lang : '',
          });
          return reply.redirect(locationHeader(`${THIRD_LOGIN.CALLBACK_PATH}?${query}`), 302);
        }
        throw error;
      }
    },
  );

  app.post(
    API_PATHS.thirdLogin.accessToken,
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'O3 login callback: exchanges the code, validates the ID token, signs in or asks for a bind',
        body: ThirdLoginCallbackBody,
        response: { 200: Ok(ThirdLoginResultSchema), ...failures },
      },
    },
    async (request, reply) => {
      const client = requireOidc();
      const { state, code, iss, error, error_description } = request.body;
      const flow = await findFlowByState(app.db, state);
      if (!flow) throw fail('THIRD_LOGIN_STATE_INVALID', 'Unknown sign-in state');
      if (flow.used_at) throw fail('THIRD_LOGIN_CODE_REPLAYED', 'This sign-in was already completed');
      if (flow.expires_at <= new Date().toISOString()) {
        throw fail('THIRD_LOGIN_STATE_EXPIRED', 'This sign-in took too long; start again');
      }
      if (!(await consumeFlow(app.db, flow))) {
        throw fail('THIRD_LOGIN_CODE_REPLAYED', 'This sign-in was already completed');
      }
      const identity = await client.exchange(
        { code, state, iss, error, error_description },
        { state, nonce: flow.nonce, codeVerifier: flow.code_verifier },
      );
      const bound = await findIdentity(app.db, flow.school_id, identity.issuer, identity.subject);
      const user = bound ? await findUserById(app.db, bound.user_id) : undefined;
      if (bound && user) {
        await touchIdentity(app.db, bound.id, flow.school_id);
        setSessionCookies(request, reply, await issueTokens(app.db, user.id));
        return ok({ status: 'signedIn' as const, user: presentUser(user), targetUrl: flow.target_url });
      }
      const bindTicket = newOpaqueToken();
      await storeBindTicket(app.db, flow, bindTicket, identity);
      return ok({
        status: 'bindRequired' as const,
        bindTicket,
        identity: { email: identity.email, name: identity.name },
        schoolId: flow.school_id,
        targetUrl: flow.target_url,
      });
    },
  );

  app.post(
    API_PATHS.thirdLogin.bind,
    {
      config: { access: access.public },
      schema: {
        tags: ['accounts'],
        summary: 'Bind the verified O3 identity to a local account (password proof) or create one from it',
        body: ThirdBindBody,
        response: { 200: Ok(ThirdBindResultSchema), ...failures, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const flow = await findOpenTicket(app.db, body.bindTicket);
      if (!flow?.issuer || !flow.subject) {
        throw fail(
          'THIRD_LOGIN_BIND_TICKET_INVALID',
          'This bind has expired or was already used; sign in again',
        );
      }
      const identity = { issuer: flow.issuer, subject: flow.subject, email: flow.email, name: flow.name };
      let userId: string;
      if (body.mode === 'bind') {
        // The ordinary login's checks: agreement, per-account-and-address throttle, password.
        const user = await authenticate(app.db, app.addressCounter(request), {
          account: body.account,
          password: body.password,
          agreementAccepted: body.agreementAccepted === true,
          ip: request.ip,
        });
        const other = await findIdentityOfUser(app.db, flow.school_id, identity.issuer, user.id);
        if (other && other.subject !== identity.subject) {
          throw fail(
            'THIRD_LOGIN_ALREADY_BOUND',
            'This account is bound to another sign-in of this provider',
          );
        }
        if (!(await closeTicket(app.db, flow)))
          throw fail('THIRD_LOGIN_BIND_TICKET_INVALID', 'This bind was already used');
        userId = user.id;
      } else {
        if (body.agreementAccepted !== true) {
          throw fail('AGREEMENT_NOT_ACCEPTED', 'You must accept the service agreement and privacy policy');
        }
        if (!identity.email)
          throw fail('THIRD_LOGIN_EMAIL_MISSING', 'The provider gave no verified e-mail address');
        if (await emailTaken(app.db, identity.email)) {
          throw fail(
            'THIRD_LOGIN_EMAIL_TAKEN',
            'An account with this e-mail exists: bind it with its password',
          );
        }
        if (!(await closeTicket(app.db, flow)))
          throw fail('THIRD_LOGIN_BIND_TICKET_INVALID', 'This bind was already used');
        // No password anyone knows: the account signs in through the provider (or after a password reset).
        userId = await createUser(app.db, {
          email: identity.email,
          nickName: identity.name ? Array.from(identity.name).slice(0, NICKNAME_MAX).join('') : null,
          passwordHash: await hashPassword(newOpaqueToken()),
        });
      }
      if (!(await findIdentity(app.db, flow.school_id, identity.issuer, identity.subject))) {
        await insertIdentity(app.db, { schoolId: flow.school_id, userId, identity });
      }
      // Signing in through the O3 school's provider is its community membership.
      await addMembership(app.db, flow.school_id, userId, 'member');
      const user = await findUserById(app.db, userId);
      if (!user) throw fail('USER_NOT_FOUND', 'The account is gone');
      setSessionCookies(request, reply, await issueTokens(app.db, user.id));
      return ok({ user: presentUser(user), targetUrl: flow.target_url });
    },
  );
};

export default thirdLoginRoutes;
