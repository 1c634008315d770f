import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { ConfigError, loadConfig } from '../../../server/config';
import { tempDir } from '../helper';

it('refuses to start with a DATA_DIR it cannot create, naming it', async () => {
  const blocker = join(await tempDir('blocker'), 'file');
  await writeFile(blocker, '');

  const starting = buildApp(
    { ...loadConfig({}), dataDir: join(blocker, 'data'), databaseUrl: undefined },
    { logger: false },
  );

  await expect(starting).rejects.toBeInstanceOf(ConfigError);
  await expect(starting).rejects.toThrow(/^DATA_DIR .*file\/data cannot hold the leads: /);
});
