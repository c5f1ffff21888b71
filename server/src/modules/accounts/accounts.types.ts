import type { PriceTier } from '../pricing/index.js';
import type { Role } from './roles.js';
import type { User } from './user.entity.js';

export type { AccountStates } from './account-states.js';

// The accounts module's types other modules and the GraphQL mappers use: a leaf (types only, no services).

/** Who is asking: decides which tier's prices they see and what they may do. */
export interface Viewer {
  userId: string | null;
  role: Role | null;
  tier: PriceTier;
  isAdmin: boolean;
  /** A token was sent but is not valid (expired, forged, revoked, user gone or inactive). */
  tokenRejected: boolean;
}

/** The cookie's state on a request: what the browser sent, and the value to set on the answer, if any. */
export interface KnownDevice {
  sent: string | null;
  /** The request came over HTTPS: the cookie is set `Secure`. */
  secure: boolean;
  set: string | null;
}

/** A sign-in's answer: the token, when it expires, and who it is for. */
export interface AuthPayloadRecord {
  token: string;
  expiresAt: Date;
  user: User;
}

/** A page of the back office's user list. */
export interface UserPageRecord {
  items: User[];
  totalCount: number;
  page: number;
  pageSize: number;
}
