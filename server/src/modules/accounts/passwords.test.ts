import { describe, expect, it } from 'vitest';
import { tooManyRequests } from '../../errors.js';
import {
  HASHING_LANES,
  hashingQueue,
  HashingLanes,
  hashPassword,
  KNOWN_LANES,
  usePasswordHashing,
  verifyPassword,
  type HashingShare,
  type LaneSettings,
} from './passwords.js';

/**
 * Issue 27, finding 1: the hashing lanes. The queue's own tests run lanes of their own with hashes that
 * end when the test says (a real queue, controllable work); the last test uses argon2 through the shop's.
 */

const settings: LaneSettings = {
  lanes: 1,
  knownLanes: 2,
  waitLimitMs: 300,
  waitingPerAddress: 2,
  waitingPerAccount: 2,
  knownWaitingPerAccount: 1,
  hashMs: 50,
};

const share = (address: string, account = `${address}@example.az`, known = false): HashingShare => ({
  address,
  account,
  known,
  refuse: (seconds) => tooManyRequests('busy', 'loginThrottled', seconds),
});

/** A lane user: `started` says whether its hash began, `finish()` ends it; `answer` settles with the run. */
function job(lanes: HashingLanes, who: HashingShare, log: string[] = [], name = who.address) {
  let finish!: () => void;
  const state = {
    started: false,
    finished: false,
    finish: () => {
      state.finished = true;
      finish();
    },
  };
  const answer = lanes
    .run(who, async () => {
      state.started = true;
      log.push(name);
      await new Promise<void>((resolve) => (finish = resolve));
      return name;
    })
    .then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error }),
    );
  return Object.assign(state, { answer });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Ends each job's hash once it has started, in whatever order the lanes start them, until all have answered. */
async function drain(jobs: ReturnType<typeof job>[]): Promise<void> {
  for (let round = 0; round < 50 && jobs.some((each) => !each.finished); round++) {
    await tick();
    for (const each of jobs) if (each.started && !each.finished) each.finish();
  }
  await Promise.all(jobs.map((each) => each.answer));
}

describe('hashing lanes', () => {
  it('take turns round the waiting addresses (an address with many waiting gets no more turns than one with one)', async () => {
    const lanes = new HashingLanes(settings);
    const log: string[] = [];
    const running = job(lanes, share('10.0.0.1'), log, 'first');
    const a1 = job(lanes, share('10.0.0.2', 'a1@x.az'), log, 'A1');
    const a2 = job(lanes, share('10.0.0.2', 'a2@x.az'), log, 'A2');
    const b1 = job(lanes, share('10.0.0.3'), log, 'B1');
    await tick();
    expect(lanes.state()).toEqual({ running: 1, waiting: 3, known: 0 });
    for (const next of [running, a1, b1, a2]) {
      next.finish();
      await tick();
    }
    expect(log).toEqual(['first', 'A1', 'B1', 'A2']);
  });

  it('refuse at once, before any hash, an address or an account that already has its share waiting', async () => {
    const lanes = new HashingLanes({ ...settings, waitLimitMs: 60_000 });
    const running = job(lanes, share('10.0.1.1'));
    const waiting = [job(lanes, share('10.0.1.2', 'p@x.az')), job(lanes, share('10.0.1.2', 'q@x.az'))];
    const overAddress = job(lanes, share('10.0.1.2', 'r@x.az'));
    // Two more addresses for one account: the second is over the account's share.
    waiting.push(job(lanes, share('10.0.1.3', 'owner@x.az')), job(lanes, share('10.0.1.4', 'owner@x.az')));
    const overAccount = job(lanes, share('10.0.1.5', 'owner@x.az'));
    for (const refused of [overAddress, overAccount]) {
      expect((await refused.answer).error).toMatchObject({ status: 429, retryAfterSeconds: 1 });
      expect(refused.started).toBe(false);
    }
    expect(lanes.state()).toEqual({ running: 1, waiting: 4, known: 0 });
    await drain([running, ...waiting]);
    expect((await Promise.all(waiting.map((w) => w.answer))).every((answer) => answer.value)).toBe(true);
  });

  it('refuse a stranger at once when the strangers ahead would take longer than the limit, with that wait in Retry-After', async () => {
    const lanes = new HashingLanes({ ...settings, waitLimitMs: 1_000, hashMs: 400 });
    const running = job(lanes, share('10.0.2.1'));
    // Nobody ahead: 1 × 400 ms ≤ 1 s; one ahead: 2 × 400 ms ≤ 1 s; two ahead: 3 × 400 ms > 1 s.
    const ahead = [job(lanes, share('10.0.2.2')), job(lanes, share('10.0.2.3'))];
    expect(lanes.state().waiting).toBe(2);
    const late = job(lanes, share('10.0.2.4'));
    const answer = await late.answer;
    expect(answer.error).toMatchObject({ status: 429, retryAfterSeconds: 2 });
    expect(late.started).toBe(false);
    await drain([running, ...ahead]);
    expect((await ahead[1]!.answer).value).toBe('10.0.2.3');
  });

  it('stretch the limit to two hashes when one hash alone takes longer (an overloaded machine), no further', async () => {
    const lanes = new HashingLanes({ ...settings, waitLimitMs: 300, hashMs: 1_000 });
    const running = job(lanes, share('10.0.6.1'));
    // Waiting one hash, then two: within two hashes' time (2 s), though over the 300 ms limit.
    const waiting = [job(lanes, share('10.0.6.2')), job(lanes, share('10.0.6.3'))];
    expect(lanes.state().waiting).toBe(2);
    const late = job(lanes, share('10.0.6.4'));
    expect((await late.answer).error).toMatchObject({ status: 429, retryAfterSeconds: 3 });
    await drain([running, ...waiting]);
  });

  it('refuse a job still waiting at the deadline, without ever running it', async () => {
    const lanes = new HashingLanes(settings);
    const running = job(lanes, share('10.0.3.1'));
    const started = performance.now();
    const waiting = job(lanes, share('10.0.3.2'));
    const answer = await waiting.answer;
    const waited = performance.now() - started;
    expect(answer.error).toMatchObject({ status: 429 });
    expect(waited).toBeGreaterThanOrEqual(settings.waitLimitMs - 5);
    expect(waited).toBeLessThan(settings.waitLimitMs + 200);
    expect(waiting.started).toBe(false);
    expect(lanes.state()).toEqual({ running: 1, waiting: 0, known: 0 });
    // Its place is free: the lane goes to the next one when the running hash ends.
    const next = job(lanes, share('10.0.3.3'));
    running.finish();
    await tick();
    expect(next.started).toBe(true);
    next.finish();
  });

  it("serve a known caller first, on a lane strangers may not use, so a customer at home waits behind nobody's flood", async () => {
    const lanes = new HashingLanes({ ...settings, waitLimitMs: 60_000 });
    const log: string[] = [];
    const strangers = [job(lanes, share('10.0.4.1'), log), job(lanes, share('10.0.4.2'), log), job(lanes, share('10.0.4.3'), log)];
    const customer = job(lanes, share('10.0.4.9', 'customer@x.az', true), log, 'customer');
    await tick();
    expect(customer.started).toBe(true);
    expect(lanes.state()).toEqual({ running: 2, waiting: 2, known: 0 });
    // The extra lane is not for strangers: when the customer is done, they still wait for the one lane.
    customer.finish();
    await tick();
    expect(lanes.state()).toEqual({ running: 1, waiting: 2, known: 0 });
    // The extra lane is free again: the customer's next sign-in starts at once.
    const again = job(lanes, share('10.0.4.9', 'customer@x.az', true), log, 'customer again');
    expect(again.started || (await tick(), again.started)).toBe(true);
    const anotherAccount = job(lanes, share('10.0.4.9', 'other@x.az', true), log, 'other account');
    // One known job waiting per account: a second for the same account is refused.
    const twice = job(lanes, share('10.0.4.8', 'other@x.az', true), log, 'twice');
    expect((await twice.answer).error).toMatchObject({ status: 429 });
    // A known caller comes back while both lanes are busy: it starts before the strangers who waited longer.
    strangers[0]!.finish();
    await tick();
    expect(log).toEqual(['10.0.4.1', 'customer', 'customer again', 'other account']);
    await drain([...strangers, again, anotherAccount]);
    expect(log.slice(4)).toEqual(['10.0.4.2', '10.0.4.3']);
  });
});

describe('password hashing', () => {
  it(`computes at most ${HASHING_LANES} stranger's hash(es) at once (one core stays free) and one more for a known caller`, async () => {
    const hash = await hashPassword('Parol-2026!');
    const strangers = [0, 1].map((i) =>
      verifyPassword(hash, `Wrong-${i}`, share(`10.0.5.${i}`)).catch((error: unknown) => (error as { status: number }).status),
    );
    const known = verifyPassword(hash, 'Parol-2026!', share('10.0.5.9', 'me@x.az', true));
    const strangersRunning = Math.min(2, HASHING_LANES);
    expect(KNOWN_LANES).toBe(HASHING_LANES + 1);
    expect(hashingQueue()).toEqual({ running: strangersRunning + 1, waiting: 2 - strangersRunning, known: 0 });
    const [first, second] = await Promise.all(strangers);
    expect(first).toBe(false);
    // The second waited for the first's hash: false, or 429 on a machine so loaded that one took over 2 s.
    expect([false, 429]).toContain(second);
    expect(await known).toBe(true);
    expect(hashingQueue()).toEqual({ running: 0, waiting: 0, known: 0 });
  });

  it('makes new hashes at the cost set (standard, or light: OWASP minimum), each on one thread, and verifies hashes of either cost', async () => {
    try {
      usePasswordHashing('standard');
      const standard = await hashPassword('Parol-2026!');
      usePasswordHashing('light');
      const light = await hashPassword('Parol-2026!');
      expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
      expect(light).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      for (const hash of [standard, light]) {
        expect(await verifyPassword(hash, 'Parol-2026!')).toBe(true);
        expect(await verifyPassword(hash, 'Parol-2027!')).toBe(false);
      }
    } finally {
      usePasswordHashing('standard');
    }
  });
});
