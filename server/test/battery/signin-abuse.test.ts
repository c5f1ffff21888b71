import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_FREE_FAILURES } from '../../src/modules/accounts/index.js';
import { newCustomer } from '../accounts.js';
import { postFrom, startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Sign-in under attack (issue 27, findings 1 and 3), against a real server process. Requests come from
 * many client addresses for real: each connection is bound to its own source address in 127.0.0.0/8
 * (Linux delivers all of it over loopback), so the server's request.ip differs without TRUST_PROXY or
 * any header a client could forge.
 */
const SIGN_IN = '/api/v1/Auth/login';
/**
 * Each of the customer's sign-ins must succeed within this while the attack runs (the 2 s), or
 * within twice the slowest quiet sign-in measured first when the machine is so loaded that one hash alone
 * takes over a second (other work on two shared cores). Without fair lanes the customer waits behind the
 * whole flood: tens of seconds, or no answer, either way.
 */
const CUSTOMER_LIMIT_MS = 2_000;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 120_000);
afterAll(() => server?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * An account signed up through the server, so its password hash has the cost production gives it (the
 * seeded demo accounts' hashes are light: test/setup.ts); answers its e-mail and password.
 */
async function signedUpCustomer(from: string): Promise<{ email: string; password: string }> {
  const customer = newCustomer();
  const answer = await postFrom(server.base, from, '/api/v1/Auth/register', customer);
  expect(answer.status, answer.body).toBe(201);
  return customer;
}
const signIn = (from: string, email: string, password: string, timeoutMs = 30_000) => postFrom(server.base, from, SIGN_IN, { email, password }, { timeoutMs });
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * share) - 1)] ?? 0;
/** "30 401, 2 429". */
function tally(statuses: number[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status === 0 ? 'no answer' : String(status), (counts.get(status === 0 ? 'no answer' : String(status)) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} ${status}`).join(', ');
}

it('starvation: 4 wrong sign-ins a second from 40 addresses do not keep a customer at a known address out (each sign-in within 2 s)', async () => {
  const home = '127.0.0.200';
  const { email: customer, password } = await signedUpCustomer(home);
  // The customer's usual address: signed in from before. Three more sign-ins give the time without an attack.
  expect((await signIn(home, customer, password)).status).toBe(200);
  const quiet: number[] = [];
  for (let i = 0; i < 3; i++) quiet.push((await signIn(home, customer, password)).ms);
  const limit = Math.max(CUSTOMER_LIMIT_MS, 2 * Math.max(...quiet));

  // The probe's attack: one wrong sign-in every 250 ms, round the 40 addresses, to made-up e-mails (each
  // costs a hash: the dummy one) and to the customer's own account, for 40 seconds.
  const attackers = Array.from({ length: 40 }, (_, i) => `127.0.1.${i + 1}`);
  const attack: Promise<{ status: number; ms: number }>[] = [];
  let stopped = false;
  const attacking = (async () => {
    for (let i = 0; !stopped; i++) {
      const email = i % 4 === 3 ? customer : `guess${i}@example.az`;
      attack.push(signIn(attackers[i % attackers.length]!, email, `Wrong-guess-${i}`, 60_000));
      await sleep(250);
    }
  })();

  // The customer signs in every 3 seconds once the attack is under way.
  const customerSignIns: { status: number; ms: number }[] = [];
  await sleep(4_000);
  for (let i = 0; i < 12; i++) {
    customerSignIns.push(await signIn(home, customer, password));
    await sleep(3_000);
  }
  stopped = true;
  await attacking;
  const attackAnswers = await Promise.all(attack);

  const times = customerSignIns.map((answer) => answer.ms);
  const ok = customerSignIns.filter((answer) => answer.status === 200 && answer.ms <= limit).length;
  const attackTimes = attackAnswers.map((answer) => answer.ms);
  console.log(
    `[battery] sign-in starvation: customer at a known address signed in ${ok} of ${customerSignIns.length} times within ${Math.round(limit)} ms ` +
      `(p50 ${Math.round(percentile(times, 0.5))} ms, max ${Math.round(Math.max(...times))} ms, without the attack ${Math.round(Math.max(...quiet))} ms; ` +
      `statuses ${tally(customerSignIns.map((a) => a.status))}) ` +
      `under ${attackAnswers.length} wrong sign-ins from ${attackers.length} addresses at 4/s (${tally(attackAnswers.map((a) => a.status))}; ` +
      `answered in p50 ${Math.round(percentile(attackTimes, 0.5))} ms, max ${Math.round(Math.max(...attackTimes))} ms)`,
  );
  for (const [i, answer] of customerSignIns.entries()) {
    expect(answer.status, `customer sign-in ${i}`).toBe(200);
    expect(answer.ms, `customer sign-in ${i}`).toBeLessThanOrEqual(limit);
  }
  // Nobody hangs: every attacker is answered (401, or 429 with a wait) within the lanes' deadline and a hash or two.
  expect(attackAnswers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
  expect(Math.max(...attackTimes)).toBeLessThan(6_000);
}, 150_000);

it('owner lockout: while 3 addresses keep the account delay running, the owner gets in from new addresses with the right password', async () => {
  const { email: owner, password } = await signedUpCustomer('127.0.3.100');
  const attackers = ['127.0.2.1', '127.0.2.2', '127.0.2.3'];
  const guess = (i: number) => signIn(attackers[i % attackers.length]!, owner, `Wrong-guess-${i}`);

  // Build the delay up: the free failures, then three more, each after the delay the one before earned.
  let failures = 0;
  let polls = 0;
  const attackStatuses: number[] = [];
  while (failures < ACCOUNT_FREE_FAILURES + 3) {
    const answer = await guess(polls++);
    attackStatuses.push(answer.status);
    if (answer.status === 401) failures++;
    else await sleep(Number(answer.headers['retry-after'] ?? 1) * 1000);
  }

  // Then keep it running, as the probe did: every address polls, each taking its turn the moment a delay ends.
  let stopped = false;
  const polling = (async () => {
    while (!stopped) {
      attackStatuses.push((await guess(polls++)).status);
      await sleep(300);
    }
  })();
  const ownerSignIns: { status: number; ms: number; from: string }[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(2_000);
    const from = `127.0.3.${i + 1}`;
    ownerSignIns.push({ ...(await signIn(from, owner, password)), from });
  }
  stopped = true;
  await polling;

  const ok = ownerSignIns.filter((answer) => answer.status === 200).length;
  console.log(
    `[battery] owner lockout: the owner from ${ownerSignIns.length} new addresses got in ${ok} of ${ownerSignIns.length} times at the first try ` +
      `(max ${Math.round(Math.max(...ownerSignIns.map((a) => a.ms)))} ms) while ${attackers.length} addresses kept the account's delay running ` +
      `(${attackStatuses.length} guesses: ${tally(attackStatuses)})`,
  );
  expect(attackStatuses.filter((status) => status === 429).length, 'the delay was running').toBeGreaterThan(0);
  for (const answer of ownerSignIns) expect(answer.status, `owner from ${answer.from}`).toBe(200);
}, 120_000);
