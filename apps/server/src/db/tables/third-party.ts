/** Row types of the O3 single sign-on (migration 0010_third_party_login; conventions in ../schema.ts). */

/** One authorization-code flow: started, consumed once, and (for an unbound identity) waiting for its bind. */
export interface ThirdLoginFlowsTable {
  id: string;
  school_id: string;
  /** SHA-256 hex of the `state` sent to the provider; the state itself is never stored. */
  state_hash: string;
  nonce: string;
  /** PKCE code verifier (S256): only the challenge left this server. */
  code_verifier: string;
  /** Same-site path to return to (validated at the start). */
  target_url: string;
  lang: string;
  created_at: string;
  expires_at: string;
  /** The callback consumed the flow (a second callback with it is a replay). */
  used_at: string | null;
  /** SHA-256 hex of the bind ticket handed to the browser when the identity is not bound yet. */
  ticket_hash: string | null;
  ticket_expires_at: string | null;
  /** The verified identity (ID token `iss`, `sub`, `email`, `name`) waiting for its bind. */
  issuer: string | null;
  subject: string | null;
  email: string | null;
  name: string | null;
  bound_at: string | null;
}

/** A provider identity bound to a local account in one school. */
export interface ThirdPartyIdentitiesTable {
  id: string;
  school_id: string;
  issuer: string;
  subject: string;
  user_id: string;
  email: string | null;
  name: string | null;
  created_at: string;
  last_login_at: string | null;
}
