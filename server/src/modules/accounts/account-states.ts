import type { Role } from './roles.js';

/** What a signed-in request's check reads of its account: a token is good while these match its claims. */
export interface AccountState {
  role: Role;
  tokenVersion: number;
  isActive: boolean;
}

/** The channel `app_user`'s trigger notifies with the id of an account whose role, token version or active flag changed, or that was deleted (`db/sql/shop_notify_account_change.sql`). */
export const ACCOUNT_CHANNEL = 'shop_account_change';

/** Accounts kept at most; past it the map starts again (a few hundred bytes each). */
const MAX_KEPT = 10_000;

/**
 * The accounts' sign-in states this process has read, so a signed-in request pays no statement to learn
 * that its token still holds. Kept only while the database's notifications reach the process (the
 * catalogue's listening connection also LISTENs on ACCOUNT_CHANNEL and calls `following`): every change
 * to an account's state, by any process or by hand, notifies its id when it commits, and the state is
 * forgotten. While the connection is down nothing is kept, and every request asks the database, as
 * before. The process that makes a change forgets at once after its commit (`forget`), so its next answer
 * never waits for the notification. A read that a change overtook is not kept: each forget moves a
 * generation, and a state is kept only if no forget happened while it was read.
 */
export class AccountStates {
  private readonly kept = new Map<string, AccountState>();
  private generation = 0;
  private followed = false;

  readonly channel = ACCOUNT_CHANNEL;

  /** Whether notifications reach this process now; either way, what was kept is forgotten (changes may have been missed). */
  following(up: boolean): void {
    this.followed = up;
    this.generation += 1;
    this.kept.clear();
  }

  /** A notification: the account's state changed or it is gone. */
  notified(userId: string | undefined): void {
    if (userId) this.forget(userId);
    else this.following(this.followed);
  }

  forget(userId: string): void {
    this.generation += 1;
    this.kept.delete(userId);
  }

  /** The account's state: kept, or read by `load` (and kept if nothing changed meanwhile); undefined for no account. */
  async read(userId: string, load: () => Promise<AccountState | undefined>): Promise<AccountState | undefined> {
    if (this.followed) {
      const kept = this.kept.get(userId);
      if (kept) return kept;
    }
    const generation = this.generation;
    const state = await load();
    if (state && this.followed && generation === this.generation) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(userId, Object.freeze({ ...state }));
    }
    return state;
  }
}

const statesByDatabase = new WeakMap<object, AccountStates>();

/** The account states of one database in this process (keyed like its catalogue: by the ORM instance). */
export function accountStatesOf(owner: object): AccountStates {
  let states = statesByDatabase.get(owner);
  if (!states) statesByDatabase.set(owner, (states = new AccountStates()));
  return states;
}
