import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { badInput, unauthenticated } from '../../errors.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { Role } from './roles.js';
import { forgiveLoginAttempt, takeLoginAttempt, takeSignUpAttempt, withCheckSlot } from './throttle.js';
import { signToken } from './tokens.js';
import { User } from './user.entity.js';
import { checkConfirmation, checkNewPassword, MAX_EMAIL_LENGTH, normalizeEmail, normalizePhone, requiredName } from './validation.js';

export interface AuthPayloadRecord {
  token: string;
  expiresAt: Date;
  user: User;
}

export const LOGIN_FAILED = 'Login failed. Invalid email or password.';
export const EMAIL_OR_PHONE_TAKEN = 'Email or phone already exists';

/** What the account operations need besides the unit of work. */
export interface AuthEnv {
  em: EntityManager;
  jwtSecret: string;
  clientIp: string;
}

export async function findUser(em: EntityManager, id: string): Promise<User | null> {
  return em.findOne(User, { id });
}

async function issueToken(jwtSecret: string, user: User): Promise<AuthPayloadRecord> {
  return { ...(await signToken(jwtSecret, user)), user };
}

/** Maps a unique-key clash (e-mail or phone taken, also under a race) to the spec's message. */
export async function flushUnique(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw badInput(EMAIL_OR_PHONE_TAKEN, 'emailOrPhoneTaken');
    throw error;
  }
}

/** Checks up front so the caller gets the spec's message; flushUnique still catches a race. */
export async function ensureEmailAndPhoneFree(em: EntityManager, taken: { email?: string; phoneNumber?: string }, exceptId?: string): Promise<void> {
  const clashes = [taken.email && { email: taken.email }, taken.phoneNumber && { phoneNumber: taken.phoneNumber }].filter(Boolean);
  const count = await em.count(User, { $or: clashes as object[], ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (count > 0) throw badInput(EMAIL_OR_PHONE_TAKEN, 'emailOrPhoneTaken');
}

/**
 * Creates a customer account. The role is always NormalUser, whatever the request says. Sign-ups that
 * pass the input rules are counted per address (each costs a password hash, and a taken e-mail tells
 * the caller the account exists).
 */
export async function register({ em, clientIp }: Pick<AuthEnv, 'em' | 'clientIp'>, input: Record<string, unknown>): Promise<User> {
  const firstName = requiredName(input.firstName, 'First name', 'firstNameRequired');
  const lastName = requiredName(input.lastName, 'Last name', 'lastNameRequired');
  const email = normalizeEmail(input.email);
  const phoneNumber = normalizePhone(input.phoneNumber);
  const password = checkNewPassword(input.password);
  checkConfirmation(password, input.confirmPassword);
  return withCheckSlot(clientIp, 'signUp', async () => {
    await takeSignUpAttempt(em, clientIp);
    await ensureEmailAndPhoneFree(em, { email, phoneNumber });
    const user = em.create(User, {
      firstName,
      lastName,
      email,
      phoneNumber,
      role: Role.NormalUser,
      isActive: true,
      passwordHash: await hashPassword(password),
      tokenVersion: 0,
      createdAt: new Date(),
    });
    await flushUnique(em);
    return user;
  });
}

/** Unknown e-mail, wrong password and inactive account all get the same 401 answer. */
export async function login({ em, jwtSecret, clientIp }: AuthEnv, input: { email: unknown; password: unknown }): Promise<AuthPayloadRecord> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password.trim() : '';
  if (!email || !password) throw badInput('E-mail and password are required', 'credentialsRequired');
  // No account has a longer one, and the throttle keys an index on it.
  if (email.length > MAX_EMAIL_LENGTH) throw badInput(`E-mail must be at most ${MAX_EMAIL_LENGTH} characters`, 'emailInvalid');
  return withCheckSlot(clientIp, 'signIn', async () => {
    await takeLoginAttempt(em, email, clientIp);
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !valid || !user.isActive) throw unauthenticated(LOGIN_FAILED);
    await forgiveLoginAttempt(em, email, clientIp);
    user.lastLogin = new Date();
    await em.flush();
    return issueToken(jwtSecret, user);
  });
}

/** Revokes every token of the user (all devices). */
export async function revokeTokens(em: EntityManager, user: User): Promise<void> {
  user.tokenVersion += 1;
  await em.flush();
}

/** Wrong current passwords count like failed sign-ins (same pair, address and account limits). */
export async function changePassword(
  { em, jwtSecret, clientIp }: AuthEnv,
  userId: string,
  input: { currentPassword: unknown; newPassword: unknown; confirmNewPassword: unknown },
): Promise<AuthPayloadRecord> {
  const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
  if (!user) throw unauthenticated();
  const current = typeof input.currentPassword === 'string' ? input.currentPassword.trim() : '';
  if (!current) throw badInput('Current password is required', 'currentPasswordRequired');
  const next = checkNewPassword(input.newPassword, 'newPassword');
  checkConfirmation(next, input.confirmNewPassword);
  if (next === current) throw badInput('New password cannot be the same as current password', 'samePassword');
  return withCheckSlot(clientIp, 'passwordChange', async () => {
    await takeLoginAttempt(em, user.email, clientIp, 'passwordChange');
    if (!(await verifyPassword(user.passwordHash, current))) throw badInput('Current password is incorrect', 'currentPasswordWrong');
    await forgiveLoginAttempt(em, user.email, clientIp);
    user.passwordHash = await hashPassword(next);
    user.tokenVersion += 1;
    await em.flush();
    return issueToken(jwtSecret, user);
  });
}

export async function updateProfile(em: EntityManager, userId: string, input: Record<string, unknown>): Promise<User> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw unauthenticated();
  const firstName = requiredName(input.firstName, 'First name', 'firstNameRequired');
  const lastName = requiredName(input.lastName, 'Last name', 'lastNameRequired');
  const email = normalizeEmail(input.email);
  if (email !== user.email) await ensureEmailAndPhoneFree(em, { email }, user.id);
  Object.assign(user, { firstName, lastName, email });
  await flushUnique(em);
  return user;
}
