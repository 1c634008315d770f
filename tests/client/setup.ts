import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeNotices } from '../../client/features/contact/notices';

// jsdom's own Performance (each file's global in a VM context) has no entry lists; a browser
// that has recorded no navigation yet answers with an empty one.
if (typeof performance.getEntriesByType !== 'function') {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    writable: true,
    value: () => [],
  });
}

// A lazy chunk (the console's step-up dialog, the contact form's parts) is evaluated anew in each
// file's VM context: on a busy CI box that outlasts Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  removeNotices();
});
