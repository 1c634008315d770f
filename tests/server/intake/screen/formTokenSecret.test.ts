import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadFormTokenSecret } from '../../../../server/intake/screen/formToken';
import { tempDir } from '../../helper';

it('without FORM_TOKEN_SECRET, makes one once and keeps it in the data folder for the next start', async () => {
  const dataDir = await tempDir('data');

  const first = await loadFormTokenSecret(undefined, dataDir);
  const second = await loadFormTokenSecret(undefined, dataDir);

  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(second).toEqual(first);
  expect((await stat(join(dataDir, 'form-token.key'))).mode & 0o777).toBe(0o600);
  expect(await loadFormTokenSecret('x'.repeat(32), dataDir)).toEqual(Buffer.from('x'.repeat(32)));
});
