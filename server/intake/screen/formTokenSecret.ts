import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const secretFile = 'form-token.key';

/**
 * FORM_TOKEN_SECRET when set (several instances behind one load balancer must share it);
 * otherwise a secret made once and kept in the data folder, so tokens outlive a restart with no setup.
 */
export async function loadFormTokenSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<Buffer> {
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  const file = join(dataDir, secretFile);
  const fresh = randomBytes(32).toString('base64url');
  try {
    // 'wx': two processes starting together keep whichever wrote first.
    await writeFile(file, fresh, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = (await readFile(file, 'utf8')).trim();
  if (kept !== '') return Buffer.from(kept, 'utf8');
  // A crash between creating the file and writing it: nothing was ever signed with it.
  await writeFile(file, fresh, { mode: 0o600 });
  return Buffer.from(fresh, 'utf8');
}
