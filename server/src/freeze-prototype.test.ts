import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { freezeObjectPrototype } from './freeze-prototype.js';

/** Runs freezeObjectPrototype (its compiled source) in a fresh realm, a worker, and reports what writes to Object.prototype do there. */
async function inFreshRealm(): Promise<Record<string, unknown>> {
  const source = `
    const { parentPort } = require('node:worker_threads');
    (${freezeObjectPrototype.toString()})();
    const attempt = (write) => { try { write(); return 'allowed'; } catch (error) { return error.constructor.name; } };
    parentPort.postMessage({
      frozen: Object.isFrozen(Object.prototype),
      add: attempt(() => { 'use strict'; Object.prototype.polluted = true; }),
      addThroughProto: attempt(() => { 'use strict'; ({}).__proto__.polluted = true; }),
      overwrite: attempt(() => { 'use strict'; Object.prototype.toString = () => 'x'; }),
      remove: attempt(() => { 'use strict'; delete Object.prototype.hasOwnProperty; }),
      element: attempt(() => { 'use strict'; Object.prototype[0] = 1; }),
      polluted: 'polluted' in {},
      ownMembersStillDefinable: Object.defineProperty({}, 'toString', { value: () => 'mine' }).toString(),
    });
  `;
  const worker = new Worker(source, { eval: true });
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('freezeObjectPrototype', () => {
  it('leaves Object.prototype frozen: nothing added, changed or removed, even through __proto__', async () => {
    expect(await inFreshRealm()).toEqual({
      frozen: true,
      add: 'TypeError',
      addThroughProto: 'TypeError',
      overwrite: 'TypeError',
      remove: 'TypeError',
      element: 'TypeError',
      polluted: false,
      ownMembersStillDefinable: 'mine',
    });
  });
});
