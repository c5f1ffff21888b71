import argon2 from 'argon2';
import { availableParallelism } from 'node:os';

/**
 * Hashes computed at once. Each takes a core for 0.1-0.5 s; run side by side (argon2 uses the four libuv
 * threads) they took every core, and request handling, /health included, stalled for the length of a
 * sign-in burst. Queued instead, one core stays free for serving requests.
 */
export const HASHING_LANES = Math.max(1, availableParallelism() - 1);
let lanesInUse = 0;
const waitingForLane: (() => void)[] = [];

async function inHashingLane<T>(work: () => Promise<T>): Promise<T> {
  if (lanesInUse < HASHING_LANES) lanesInUse++;
  else await new Promise<void>((resolve) => waitingForLane.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the lane straight to the next in line, or give it back.
    const next = waitingForLane.shift();
    if (next) next();
    else lanesInUse--;
  }
}

/** How many hashes are being computed and how many wait for a lane. */
export const hashingQueue = () => ({ running: lanesInUse, waiting: waitingForLane.length });

/** argon2id with the library's defaults (64 MiB, 3 passes), the OWASP-recommended family. */
export function hashPassword(password: string): Promise<string> {
  return inHashingLane(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await inHashingLane(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

/** Verifying against this when the e-mail is unknown keeps the answer time the same as for a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password-placeholder'));
}
