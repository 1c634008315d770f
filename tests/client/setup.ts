import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom's own Performance (each file's global in a VM context) has no entry lists; a browser
// that has recorded no navigation yet answers with an empty one.
if (typeof performance.getEntriesByType !== 'function') {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    writable: true,
    value: () => [],
  });
}

afterEach(() => {
  cleanup();
});
