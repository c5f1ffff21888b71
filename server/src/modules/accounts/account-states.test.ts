import { describe, expect, it } from 'vitest';
import { AccountStates, type AccountState } from './account-states.js';
import { Role } from './roles.js';

const ACTIVE: AccountState = { role: Role.Retail, tokenVersion: 3, isActive: true };

/** A load that counts its calls and, when asked, lets something happen while it reads. */
function loader(state: AccountState | undefined, during?: () => void) {
  const load = async () => {
    load.calls += 1;
    during?.();
    return state;
  };
  load.calls = 0;
  return load;
}

describe('the accounts’ sign-in states a process keeps', () => {
  it('asks the database every time while no notifications reach the process', async () => {
    const states = new AccountStates();
    const load = loader(ACTIVE);
    expect(await states.read('u1', load)).toEqual(ACTIVE);
    expect(await states.read('u1', load)).toEqual(ACTIVE);
    expect(load.calls).toBe(2);
  });

  it('keeps a state read while following, until the account’s notification or a forget', async () => {
    const states = new AccountStates();
    states.following(true);
    const load = loader(ACTIVE);
    await states.read('u1', load);
    await states.read('u1', load);
    expect(load.calls).toBe(1);
    states.notified('u1');
    await states.read('u1', load);
    expect(load.calls).toBe(2);
    states.forget('u1');
    await states.read('u1', load);
    expect(load.calls).toBe(3);
    // Another account's notification leaves this one kept.
    states.notified('u2');
    await states.read('u1', load);
    expect(load.calls).toBe(3);
  });

  it('does not keep a read that a change overtook, nor anything once the connection is lost', async () => {
    const states = new AccountStates();
    states.following(true);
    // The change committed (and notified) while the read was on its way: what it read may be older.
    const overtaken = loader(ACTIVE, () => states.notified('u1'));
    await states.read('u1', overtaken);
    const load = loader(ACTIVE);
    await states.read('u1', load);
    expect(load.calls).toBe(1);
    // Lost: what was kept goes, and nothing read now is kept (notifications may be missed).
    states.following(false);
    await states.read('u1', load);
    await states.read('u1', load);
    expect(load.calls).toBe(3);
    // A read begun before the connection came back is not kept either.
    const straddling = loader(ACTIVE, () => states.following(true));
    await states.read('u1', straddling);
    await states.read('u1', load);
    expect(load.calls).toBe(4);
  });

  it('keeps no answer for an account that does not exist, and a kept state cannot be changed by a caller', async () => {
    const states = new AccountStates();
    states.following(true);
    const missing = loader(undefined);
    await states.read('gone', missing);
    await states.read('gone', missing);
    expect(missing.calls).toBe(2);
    await states.read('u1', loader({ ...ACTIVE }));
    const kept = await states.read('u1', loader(undefined));
    expect(() => Object.assign(kept!, { isActive: false })).toThrow(TypeError);
  });
});
