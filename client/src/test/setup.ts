import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only where the test runner's globals are on (they are off here).
afterEach(() => {
  cleanup();
});

// The catalogues are plain strings outside production builds (vite.config.ts precompiles them for builds
// only), which react-intl notes on every provider: expected here, as in the dev server, so not printed.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('"defaultRichTextElements" was specified but "message" was not pre-compiled')) return;
  warn(...args);
};
