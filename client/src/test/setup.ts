import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { drainToasts } from '../lib/toast';

// findBy… and waitFor give up after 5 s instead of 1 s: on a busy shared machine a dialog's answer can take
// longer than a second to render, and a passing test does not wait any longer for it.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts after each test by itself only where the test runner's globals are on (they are off here).
afterEach(() => {
  cleanup();
  // Spies (window.open) and stand-ins (XMLHttpRequest, test/uploads.ts) go back to the real ones.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The files of a worker share modules (vite.config.ts): a toast left queued must not show in the next test.
  drainToasts();
});

// The catalogues are plain strings outside production builds (vite.config.ts precompiles them for builds
// only), which react-intl notes on every provider: expected here, as in the dev server, so not printed.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('"defaultRichTextElements" was specified but "message" was not pre-compiled')) return;
  warn(...args);
};
