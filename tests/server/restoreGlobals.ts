import { afterEach, vi } from 'vitest';

// Files share their worker's modules and globals (isolate: false): a clock a test faked, or a
// global it stubbed, must not outlive it, even when it failed before restoring them itself. A
// faked Date once leaked into a later file and made its CRM stand-in refuse real signatures.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
