import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeNotices } from '../../client/components/notices/notices';

// jsdom's own Performance (each file's global in a VM context) has no entry lists; a browser
// that has recorded no navigation yet answers with an empty one.
if (typeof performance.getEntriesByType !== 'function') {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    writable: true,
    value: () => [],
  });
}

// A guard against a hang, not a measure. A lazy chunk (a console view, the step-up dialog, the
// drawer, the contact form's parts) is transformed and evaluated anew in each file's VM context:
// in a full run on a busy CI box the account view's first render outlasted 5 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  removeNotices();
});
