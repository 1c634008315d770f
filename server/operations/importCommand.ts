import { resolve } from 'node:path';
import { describeImport, importLegacyOutbox } from '../store/legacyImport';
import type { Store } from '../store/store';
import { CommandError, noMoreArguments, readArguments, type CommandContext } from './command';

/**
 * import <folder>: the old file outbox's folders (pending/, sent/, failed/, spam/ and their
 * records) into the store, once, by an operator, not checked at every start. What cannot be
 * read is named and stays where it is; the rest goes in.
 */
export async function importOutbox(
  { config, print, now = Date.now }: CommandContext,
  store: Store,
  args: string[],
): Promise<void> {
  const [folder, ...extra] = readArguments(args, {}).positionals;
  if (folder === undefined) {
    throw new CommandError(
      'import needs the folder the file outbox wrote (OUTBOX_DIR), e.g. import var/outbox',
      2,
    );
  }
  noMoreArguments(extra);
  const outcome = await importLegacyOutbox(store, resolve(folder), {
    page: `${config.siteUrl}/contact`,
    now: now(),
  });
  if (outcome === undefined) {
    throw new CommandError(
      `No file outbox in ${folder}: none of pending/, sent/, failed/ or spam/ is there`,
    );
  }
  print(
    `Imported ${describeImport(outcome.summary)} from ${folder}; the old files are in ${outcome.aside}. A running server sends what was pending within seconds (or on its next start).`,
  );
  if (outcome.left.length > 0) {
    throw new CommandError(
      [
        `Left in place, not imported (${outcome.left.length} file(s)); fix or remove them, then run import again:`,
        ...outcome.left.map(({ file, why }) => `  ${file}: ${why}`),
      ].join('\n'),
    );
  }
}
