import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { inTransaction, lockRow } from '../../db/transaction.js';
import { badInput, unauthenticated } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import { dummyPasswordHash, hashPassword, rehashAtCurrentCost, verifyPassword } from './passwords.js';
import { Role } from './roles.js';
import { isKnownDevice, knownDeviceValue } from './known-device.js';
import {
  forgiveLoginAttempt,
  giveBackLoginAttempt,
  hashingShare,
  takeLoginAttempt,
  takeSignUpAttempt,
  withCheckSlot,
  type LoginAttempt,
  type PasswordCheck,
} from './throttle.js';
import { signToken } from './tokens.js';
import { User } from './user.entity.js';
import { checkConfirmation, checkNewPassword, normalizeEmail, normalizePhone, requiredName } from './validation.js';
import { requireUser } from '../../permissions.js';
import { MAX_EMAIL_LENGTH, type Credentials, type PasswordChangeFields, type Profile, type Registration } from './accounts.schemas.js';
import type { AuthPayloadRecord } from './accounts.types.js';

/**
 * The account operations of the signed-in user and of visitors. The throttles' counts are written on
 * their own, outside any transaction: a refused attempt must stay counted when the operation fails.
 */

export const LOGIN_FAILED = 'Login failed. Invalid email or password.';
export const EMAIL_OR_PHONE_TAKEN = 'Email or phone already exists';

async function issueToken(jwtSecret: string, user: User): Promise<AuthPayloadRecord> {
  return { ...(await signToken(jwtSecret, user)), user };
}

/** Maps a unique-key clash (e-mail or phone taken, also under a race) to the spec's message. */
export async function flushUnique({ em }: RequestContext): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw badInput(EMAIL_OR_PHONE_TAKEN, 'emailOrPhoneTaken');
    throw error;
  }
}

/** Checks up front so the caller gets the spec's message; flushUnique still catches a race. */
export async function ensureEmailAndPhoneFree({ em }: RequestContext, taken: { email?: string; phoneNumber?: string }, exceptId?: string): Promise<void> {
  const clashes = [taken.email && { email: taken.email }, taken.phoneNumber && { phoneNumber: taken.phoneNumber }].filter(Boolean);
  const count = await em.count(User, { $or: clashes as object[], ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (count > 0) throw badInput(EMAIL_OR_PHONE_TAKEN, 'emailOrPhoneTaken');
}

/** The signed-in user's own row, locked until the transaction ends (401 when it has gone meanwhile). */
async function lockOwnUser(tx: RequestContext): Promise<User> {
  const user = await lockRow(tx.em, User, requireUser(tx));
  if (!user) throw unauthenticated();
  return user;
}

/** The signed-in user (401 for visitors, rejected tokens and deleted accounts). */
export async function currentUser(ctx: RequestContext): Promise<User> {
  const user = await ctx.em.findOne(User, { id: requireUser(ctx) });
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Creates a customer account. The role is always NormalUser, whatever the request says. Sign-ups that
 * pass the input rules are counted per address (each costs a password hash, and a taken e-mail tells
 * the caller the account exists).
 */
export async function register(ctx: RequestContext, input: Registration): Promise<User> {
  const { em, clientIp } = ctx;
  const firstName = requiredName(input.firstName, 'First name', 'firstName');
  const lastName = requiredName(input.lastName, 'Last name', 'lastName');
  const email = normalizeEmail(input.email);
  const phoneNumber = normalizePhone(input.phoneNumber);
  const password = checkNewPassword(input.password, 'password', ctx.refuseDemoPasswords);
  checkConfirmation(password, input.confirmPassword);
  return withCheckSlot(clientIp, 'signUp', async () => {
    await takeSignUpAttempt(em, clientIp);
    await ensureEmailAndPhoneFree(ctx, { email, phoneNumber });
    const user = em.create(User, {
      firstName,
      lastName,
      email,
      phoneNumber,
      role: Role.NormalUser,
      isActive: true,
      passwordHash: await hashPassword(password, hashingShare(clientIp, email, false, 'signUp')),
      tokenVersion: 0,
      createdAt: new Date(),
    });
    await flushUnique(ctx);
    return user;
  });
}

/**
 * Checks a password for a counted attempt, in the hashing lanes' share of its address and account (known
 * callers first). No lane in time: the attempt checked nothing, so it is given back before the 429.
 */
async function checkCountedPassword(em: RequestContext['em'], attempt: LoginAttempt, check: PasswordCheck, hash: string, password: string): Promise<boolean> {
  try {
    return await verifyPassword(hash, password, hashingShare(attempt.ip, attempt.email, attempt.known, check));
  } catch (error) {
    await giveBackLoginAttempt(em, attempt);
    throw error;
  }
}

/**
 * Unknown e-mail, wrong password and inactive account all get the same 401 answer. A success sets the
 * known-device cookie: this browser skips the account's delay from then on, wherever it is.
 */
export async function login(ctx: RequestContext, input: Credentials): Promise<AuthPayloadRecord> {
  const { em, jwtSecret, clientIp } = ctx;
  const email = input.email.trim().toLowerCase();
  const password = input.password.trim();
  if (!email || !password) throw badInput('E-mail and password are required', 'credentialsRequired');
  // No account has a longer one, and the throttle keys an index on it. The schema measured the text as
  // sent; lower case may lengthen it ('İ' becomes two characters).
  if (email.length > MAX_EMAIL_LENGTH) throw badInput(`E-mail must be at most ${MAX_EMAIL_LENGTH} characters`, 'emailInvalid');
  return withCheckSlot(clientIp, 'signIn', async () => {
    const attempt = await takeLoginAttempt(em, email, clientIp, 'signIn', isKnownDevice(jwtSecret, email, ctx.knownDevice.sent));
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const valid = await checkCountedPassword(em, attempt, 'signIn', user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !valid || !user.isActive) throw unauthenticated(LOGIN_FAILED);
    await forgiveLoginAttempt(em, attempt);
    ctx.knownDevice.set = knownDeviceValue(jwtSecret, email);
    user.passwordHash = (await rehashAtCurrentCost(user.passwordHash, password, hashingShare(clientIp, email, true, 'signIn'))) ?? user.passwordHash;
    user.lastLogin = new Date();
    await em.flush();
    return issueToken(jwtSecret, user);
  });
}

/** Signs the user out everywhere: every token they hold stops working. */
export async function logout(ctx: RequestContext): Promise<void> {
  const userId = requireUser(ctx);
  await inTransaction(ctx, async (tx) => {
    (await lockOwnUser(tx)).tokenVersion += 1;
  });
  ctx.accountStates.forget(userId);
}

/**
 * Wrong current passwords count like failed sign-ins (same pair, address and account limits). The row
 * is locked from the check of the current password to the new token, so a sign-out everywhere at the
 * same time is never lost (both raise the token version).
 */
export async function changePassword(ctx: RequestContext, input: PasswordChangeFields): Promise<AuthPayloadRecord> {
  const { em, jwtSecret, clientIp } = ctx;
  const user = await currentUser(ctx);
  const current = input.currentPassword?.trim() ?? '';
  if (!current) throw badInput('Current password is required', 'currentPasswordRequired');
  const next = checkNewPassword(input.newPassword, 'newPassword', ctx.refuseDemoPasswords);
  checkConfirmation(next, input.confirmNewPassword);
  if (next === current) throw badInput('New password cannot be the same as current password', 'samePassword');
  return withCheckSlot(clientIp, 'passwordChange', async () => {
    // Signed in: the session vouches for the caller, so its hashes wait in the known queue.
    const attempt = { ...(await takeLoginAttempt(em, user.email, clientIp, 'passwordChange')), known: true };
    const changed = await inTransaction(ctx, async (tx) => {
      const locked = await tx.em.findOne(User, { id: user.id }, { populate: ['passwordHash'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!locked) throw unauthenticated();
      if (!(await checkCountedPassword(em, attempt, 'passwordChange', locked.passwordHash, current))) {
        throw badInput('Current password is incorrect', 'currentPasswordWrong');
      }
      await forgiveLoginAttempt(tx.em, attempt);
      locked.passwordHash = await hashPassword(next, hashingShare(clientIp, locked.email, true, 'passwordChange'));
      locked.tokenVersion += 1;
      await tx.em.flush();
      return issueToken(jwtSecret, locked);
    });
    ctx.accountStates.forget(user.id);
    return changed;
  });
}

export async function updateProfile(ctx: RequestContext, input: Profile): Promise<User> {
  requireUser(ctx);
  const firstName = requiredName(input.firstName, 'First name', 'firstName');
  const lastName = requiredName(input.lastName, 'Last name', 'lastName');
  const email = normalizeEmail(input.email);
  return inTransaction(ctx, async (tx) => {
    const user = await lockOwnUser(tx);
    if (email !== user.email) await ensureEmailAndPhoneFree(tx, { email }, user.id);
    Object.assign(user, { firstName, lastName, email });
    await flushUnique(tx);
    return user;
  });
}
