import argon2 from 'argon2';
import { availableParallelism } from 'node:os';

/**
 * Hashes computed at once by callers nobody vouches for. Each takes a core for 0.1-0.8 s; run side by
 * side (argon2 uses the four libuv threads) they took every core, and request handling, /health
 * included, stalled for the length of a sign-in burst. Queued instead, one core stays free for requests.
 */
export const HASHING_LANES = Math.max(1, availableParallelism() - 1);
/**
 * Known callers (an address or a browser the account signed in from, a signed-in session) may use one
 * lane more: a customer at home never waits behind a stranger's hash already running. They are few (one
 * waiting per account), so the extra core is busy for a sign-in at a time, not for an attack.
 */
export const KNOWN_LANES = HASHING_LANES + 1;
/**
 * Nobody waits longer for a lane: a request that would gets 429 with Retry-After instead of hanging. On
 * a machine so loaded that one hash takes longer, the limit is the time of two hashes (the one running
 * and one ahead), so the queue stays two hashes deep rather than refusing everyone behind one.
 */
export const HASH_WAIT_LIMIT_MS = 2_000;
/** Hashes one address may have waiting, and one account (sign-ins to it from anywhere). */
export const WAITING_PER_ADDRESS = 2;
export const WAITING_PER_ACCOUNT = 2;
/** Hashes one account may have waiting in the known queue. */
export const KNOWN_WAITING_PER_ACCOUNT = 1;

/** Whose hash it is: the lanes share their time between addresses and accounts by these. */
export interface HashingShare {
  /** The client's address. */
  address: string;
  /** The account the password is for (its e-mail; for a sign-up, the e-mail asked for). */
  account: string;
  /** The account knows the caller (its address, its browser's cookie, its session): served first. */
  known: boolean;
  /** The answer when the hash cannot be had in time: 429 with the seconds to wait, in the caller's words. */
  refuse: (retryAfterSeconds: number) => Error;
}

interface Job {
  share: HashingShare;
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Waiting jobs, per queue key, in round-robin order: the next lane goes to the first key's oldest job,
 * and that key moves to the back. Strangers are keyed by address (40 addresses get a 40th of the lanes
 * each, and a customer at a 41st waits for one hash per address at most, not for the whole flood); known
 * callers by account.
 */
class RoundRobin {
  private readonly byKey = new Map<string, Job[]>();
  size = 0;

  waitingFor(key: string): number {
    return this.byKey.get(key)?.length ?? 0;
  }

  push(key: string, job: Job): void {
    const jobs = this.byKey.get(key);
    if (jobs) jobs.push(job);
    else this.byKey.set(key, [job]);
    this.size++;
  }

  shift(): Job | undefined {
    const first = this.byKey.entries().next();
    if (first.done) return undefined;
    const [key, jobs] = first.value;
    const job = jobs.shift()!;
    this.byKey.delete(key);
    if (jobs.length) this.byKey.set(key, jobs);
    this.size--;
    return job;
  }

  remove(key: string, job: Job): void {
    const jobs = this.byKey.get(key);
    const index = jobs?.indexOf(job) ?? -1;
    if (index < 0) return;
    jobs!.splice(index, 1);
    if (!jobs!.length) this.byKey.delete(key);
    this.size--;
  }
}

export interface LaneSettings {
  lanes: number;
  knownLanes: number;
  waitLimitMs: number;
  waitingPerAddress: number;
  waitingPerAccount: number;
  knownWaitingPerAccount: number;
  /** The first guess of a hash's time, before any was measured. */
  hashMs: number;
}

/** Who may hash now, who waits in which queue, and who is refused at once. */
export class HashingLanes {
  private readonly strangers = new RoundRobin();
  private readonly known = new RoundRobin();
  /** Strangers' jobs waiting per account (their round robin is by address). */
  private readonly strangersPerAccount = new Map<string, number>();
  private running = 0;
  /** A moving average of a hash's time here, for the wait a new job would have. */
  private averageHashMs: number;

  constructor(private readonly settings: LaneSettings) {
    this.averageHashMs = settings.hashMs;
  }

  /**
   * Runs `work` in a lane, or refuses at once without running it (the share's `refuse`) when the address
   * or the account already has its share waiting, or when the wait would pass the limit; a job still
   * waiting at the limit is refused then.
   */
  async run<T>(share: HashingShare, work: () => Promise<T>): Promise<T> {
    await this.take(share);
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageHashMs = 0.8 * this.averageHashMs + 0.2 * (performance.now() - started);
      this.running--;
      this.dispatch();
    }
  }

  /** How many hashes are being computed and how many wait (strangers and known callers). */
  state() {
    return { running: this.running, waiting: this.strangers.size + this.known.size, known: this.known.size };
  }

  private take(share: HashingShare): Promise<void> {
    const { lanes, knownLanes, waitingPerAddress, waitingPerAccount, knownWaitingPerAccount } = this.settings;
    const key = share.known ? share.account : share.address;
    if (share.known) {
      if (this.running < knownLanes && !this.known.size) return (this.running++, Promise.resolve());
      if (this.known.waitingFor(key) >= knownWaitingPerAccount) return Promise.reject(share.refuse(1));
    } else {
      if (this.running < lanes && !this.strangers.size && !this.known.size) return (this.running++, Promise.resolve());
      if (this.strangers.waitingFor(key) >= waitingPerAddress || (this.strangersPerAccount.get(share.account) ?? 0) >= waitingPerAccount) {
        return Promise.reject(share.refuse(1));
      }
      const wait = this.strangersWaitMs();
      if (wait > this.waitLimitMs()) return Promise.reject(share.refuse(wait / 1000));
    }
    return new Promise<void>((resolve, reject) => {
      const job: Job = {
        share,
        start: resolve,
        timer: setTimeout(() => {
          this.dequeue(job);
          reject(share.refuse(this.strangersWaitMs() / 1000));
        }, this.waitLimitMs()),
      };
      (share.known ? this.known : this.strangers).push(key, job);
      if (!share.known) this.countAccount(share.account, 1);
    });
  }

  /** Starts waiting jobs while lanes are free: known callers first, on their extra lane too. */
  private dispatch(): void {
    const { lanes, knownLanes } = this.settings;
    for (;;) {
      const job =
        this.known.size && this.running < knownLanes ? this.known.shift() : this.strangers.size && this.running < lanes ? this.strangers.shift() : undefined;
      if (!job) return;
      if (!job.share.known) this.countAccount(job.share.account, -1);
      clearTimeout(job.timer);
      this.running++;
      job.start();
    }
  }

  private waitLimitMs(): number {
    return Math.max(this.settings.waitLimitMs, 2 * this.averageHashMs);
  }

  /** How long a stranger's new job would wait: the strangers ahead, a hash each, over the lanes. */
  private strangersWaitMs(): number {
    return Math.ceil((this.strangers.size + 1) / this.settings.lanes) * this.averageHashMs;
  }

  private countAccount(account: string, change: number): void {
    const count = (this.strangersPerAccount.get(account) ?? 0) + change;
    if (count > 0) this.strangersPerAccount.set(account, count);
    else this.strangersPerAccount.delete(account);
  }

  private dequeue(job: Job): void {
    if (job.share.known) this.known.remove(job.share.account, job);
    else {
      this.strangers.remove(job.share.address, job);
      this.countAccount(job.share.account, -1);
    }
  }
}

/** The process's lanes: every password hash and check of the shop goes through them. */
const lanes = new HashingLanes({
  lanes: HASHING_LANES,
  knownLanes: KNOWN_LANES,
  waitLimitMs: HASH_WAIT_LIMIT_MS,
  waitingPerAddress: WAITING_PER_ADDRESS,
  waitingPerAccount: WAITING_PER_ACCOUNT,
  knownWaitingPerAccount: KNOWN_WAITING_PER_ACCOUNT,
  hashMs: 300,
});

/** How many hashes are being computed and how many wait for a lane (strangers and known callers). */
export const hashingQueue = () => lanes.state();

/** Start-up and scripts (the seed): one hash at a time, served like a known caller's. */
const SYSTEM_SHARE: HashingShare = {
  address: '',
  account: '',
  known: true,
  refuse: (seconds) => new Error(`password hashing busy; try again in ${Math.ceil(seconds)} s`),
};

/**
 * How costly a new hash is (PASSWORD_HASHING), both argon2id, the OWASP-recommended family: `standard` is
 * the library's memory and passes (64 MiB, 3 passes) on one thread; `light` is OWASP's minimum (19 MiB,
 * 2 passes, one thread), about a sixth of the CPU, for small machines and the test suites. One thread,
 * not the library's four: a lane is one core, and a four-thread hash took every core of a 2-core machine
 * (1,000 parallel sign-ins stalled /health for 0.2-0.5 s). Each hash records its own cost, so hashes made
 * before a change still verify (at their cost) and are made again at the new cost on the next sign-in.
 */
export const PASSWORD_HASHING = {
  standard: { memoryCost: 65_536, timeCost: 3, parallelism: 1 },
  light: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
} as const;
export type PasswordHashing = keyof typeof PASSWORD_HASHING;

let hashCost: (typeof PASSWORD_HASHING)[PasswordHashing] = PASSWORD_HASHING.standard;

/** Sets the cost of every hash this process makes from now on (set once at start, before the seed). */
export function usePasswordHashing(profile: PasswordHashing): void {
  hashCost = PASSWORD_HASHING[profile];
  dummyHash = undefined;
}

/** A new argon2id hash at the process's cost. Without a share (the seed at start) it waits like a known caller's. */
export function hashPassword(password: string, share: HashingShare = SYSTEM_SHARE): Promise<string> {
  return lanes.run(share, () => argon2.hash(password, { type: argon2.argon2id, ...hashCost }));
}

/**
 * The password hashed again at this process's cost when its hash was made at another (a cost changed
 * since, or four threads before 2026-12-06); undefined when the cost is the same or no lane is free (the
 * next sign-in tries again: a right password is never refused for this).
 */
export async function rehashAtCurrentCost(hash: string, password: string, share: HashingShare): Promise<string | undefined> {
  if (!argon2.needsRehash(hash, hashCost)) return undefined;
  return hashPassword(password, share).catch(() => undefined);
}

/** Whether the password matches; a refusal of the lane (429) is thrown, not answered false. */
export async function verifyPassword(hash: string, password: string, share: HashingShare = SYSTEM_SHARE): Promise<boolean> {
  return lanes.run(share, async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/**
 * Verifying against this when the e-mail is unknown keeps the answer time the same as for a wrong
 * password. Made once, outside the lanes: a refused first attempt must not leave it refused for good.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= argon2.hash('not-a-real-password-placeholder', { type: argon2.argon2id, ...hashCost }));
}
