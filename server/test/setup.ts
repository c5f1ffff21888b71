import { usePasswordHashing } from '../src/modules/accounts/index.js';

/**
 * Password hashes made by the tests (sign-ups, the seeded demo accounts: global-setup.ts does the same)
 * cost OWASP's minimum, a sixth of the CPU of the standard cost. Hashing itself is the same code; the
 * sign-in battery signs its attacked accounts up through a server process of the standard cost.
 */
usePasswordHashing('light');
