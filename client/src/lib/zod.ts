import { z } from 'zod';

// Zod probes `new Function` once to decide whether to compile its checks; under the shop's CSP (no
// 'unsafe-eval') the probe throws, is caught, and still reports a policy violation. Jitless skips it.
z.config({ jitless: true });

/** Zod, configured for the shop: every schema imports it from here. */
export { z };
