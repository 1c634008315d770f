import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadFormTokenSecret } from '../../../../server/intake/screen/formTokenSecret';
import { tempDir } from '../../helper';

it('without FORM_TOKEN_SECRET, makes one once and keeps it in the outbox for the next start', async () => {
  const outboxDir = await tempDir('outbox');

  const first = await loadFormTokenSecret(undefined, outboxDir);
  const second = await loadFormTokenSecret(undefined, outboxDir);

  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(second).toEqual(first);
  expect((await stat(join(outboxDir, 'form-token.key'))).mode & 0o777).toBe(0o600);
  expect(await loadFormTokenSecret('x'.repeat(32), outboxDir)).toEqual(Buffer.from('x'.repeat(32)));
});
