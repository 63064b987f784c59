/** The O3 school's single sign-on (issue 14 item 1; spec §7 third-party login and bind). */
import { Type, type Static } from 'typebox';
import { Nullable, TenantQuery } from './common.ts';
import { UserInfoSchema } from './accounts.ts';

/** Spec §7 `GET /api/auth/open/third/uniportal/authorization_code`: answers 302 to the provider. */
export const ThirdLoginStartQuery = Type.Object({
  ...TenantQuery,
  'sxz-lang': Type.Optional(Type.String({ maxLength: 10, description: 'Page language (zh_CN, en_US…)' })),
  targetUrl: Type.Optional(
    Type.String({ maxLength: 4096, description: 'base64 of the page to return to (a same-site URL)' }),
  ),
});

/** The query our callback page received from the provider, sent as JSON. */
export const ThirdLoginCallbackBody = Type.Object({
  state: Type.String({ minLength: 1, maxLength: 512 }),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
  iss: Type.Optional(Type.String({ maxLength: 2048, description: 'RFC 9207 issuer of the response' })),
  error: Type.Optional(Type.String({ maxLength: 256, description: 'The provider refused (access_denied…)' })),
  error_description: Type.Optional(Type.String({ maxLength: 1024 })),
});

/** The verified identity, shown on the bind form. */
export const ThirdIdentitySchema = Type.Object({
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
});

export const ThirdLoginResultSchema = Type.Union([
  Type.Object({
    status: Type.Literal('signedIn'),
    user: UserInfoSchema,
    targetUrl: Type.String({ description: 'Same-site path to go to' }),
  }),
  Type.Object({
    status: Type.Literal('bindRequired'),
    bindTicket: Type.String({ description: 'Single use, 10 minutes: POST /api/accounts/third_user/to/bind' }),
    identity: ThirdIdentitySchema,
    schoolId: Type.String(),
    targetUrl: Type.String(),
  }),
]);

/**
 * Spec §7 `POST /api/accounts/third_user/to/bind`: `bind` proves a local account (account + password, the login's
 * checks and throttle); `create` makes a new local account from the provider's verified e-mail and name.
 */
export const ThirdBindBody = Type.Union([
  Type.Object({
    mode: Type.Literal('bind'),
    bindTicket: Type.String({ minLength: 1, maxLength: 256 }),
    account: Type.String({ minLength: 1, maxLength: 254, description: 'E-mail or 11-digit mobile number' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    agreementAccepted: Type.Optional(Type.Boolean()),
  }),
  Type.Object({
    mode: Type.Literal('create'),
    bindTicket: Type.String({ minLength: 1, maxLength: 256 }),
    agreementAccepted: Type.Optional(Type.Boolean()),
  }),
]);

export const ThirdBindResultSchema = Type.Object({
  user: UserInfoSchema,
  targetUrl: Type.String(),
});

export type ThirdLoginCallbackInput = Static<typeof ThirdLoginCallbackBody>;
export type ThirdLoginResult = Static<typeof ThirdLoginResultSchema>;
export type ThirdBindInput = Static<typeof ThirdBindBody>;
export type ThirdBindResult = Static<typeof ThirdBindResultSchema>;
