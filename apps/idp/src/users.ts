/** The provider's demo users (README: "Single sign-on of the O3 school"). Development and tests only. */
import { timingSafeEqual } from 'node:crypto';

export interface IdpUser {
  /** Stable subject identifier (the `sub` claim). */
  sub: string;
  email: string;
  name: string;
  password: string;
}

const DEMO_IDP_PASSWORD = 'O3-idp-2026';

export const DEMO_IDP_USERS: IdpUser[] = [
  { sub: 'o3-learner', email: 'o3-learner@example.com', name: 'O3 Learner', password: DEMO_IDP_PASSWORD },
  { sub: 'o3-newcomer', email: 'o3-newcomer@example.com', name: 'O3 Newcomer', password: DEMO_IDP_PASSWORD },
  { sub: 'o3-visitor', email: 'o3-visitor@example.com', name: 'O3 Visitor', password: DEMO_IDP_PASSWORD },
];

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function findDemoUser(users: IdpUser[], login: string, password: string): IdpUser | null {
  const user = users.find((candidate) => candidate.email.toLowerCase() === login.trim().toLowerCase());
  return user && sameText(user.password, password) ? user : null;
}
