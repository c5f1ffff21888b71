import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    firstName: p.string(),
    lastName: p.string(),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: p.string().unique(),
    /** +994 followed by nine digits. */
    phoneNumber: p.string().unique(),
    /** 0 Admin, 1 NormalUser, 2 Retail, 3 Wholesale, 4 VIP. */
    role: p.smallint().default(1),
    isActive: p.boolean().default(true),
    /** argon2id; never leaves the server. */
    passwordHash: p.string().hidden().lazy(),
    /** Bumped on logout, role change, deactivation and password change: older tokens stop working. */
    tokenVersion: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastLogin: p.datetime().nullable(),
  },
  checks: [{ name: 'app_user_role_check', expression: 'role >= 0 and role <= 4' }],
});
export type User = InferEntity<typeof User>;

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/**
 * Attempt counters shared by every app instance, one row per key: an address and account pair, an
 * address, an account, or an address's sign-ups (see throttle.ts).
 */
export const LoginThrottle = defineEntity({
  name: 'LoginThrottle',
  properties: {
    key: p.text().primary(),
    attempts: p.integer(),
    windowStart: p.datetime(),
    lastAttemptAt: p.datetime(),
  },
});
export type LoginThrottle = InferEntity<typeof LoginThrottle>;

/** An address an account signed in from (its owner, most likely); other addresses' failures do not slow it down. */
export const LoginKnownAddress = defineEntity({
  name: 'LoginKnownAddress',
  properties: {
    /** The account's e-mail as typed at sign-in (lower-cased). */
    email: p.text().primary(),
    address: p.text().primary(),
    signedInAt: p.datetime(),
  },
});
export type LoginKnownAddress = InferEntity<typeof LoginKnownAddress>;
