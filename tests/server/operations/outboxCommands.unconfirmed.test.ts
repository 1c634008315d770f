import { expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { Outbox } from '../../../server/outbox/outbox';
import { tempDir } from '../helper';
import { files, outboxCommand, storeMessage } from './opsHelper';

it('retry --all-failed leaves a message whose send was cut off for a person to check; retry <id> still moves it', async () => {
  const config = loadConfig({ OUTBOX_DIR: await tempDir('outbox-unconfirmed-') });
  const refused = await storeMessage(config, 'failed', new Date('2026-01-01T10:00:00Z'));
  const cutOff = await storeMessage(config, 'failed', new Date('2026-01-01T11:00:00Z'));
  const attempt = '2026-01-01T11:00:01.000Z';
  await new Outbox(config.outboxDir).writeRecord(cutOff, {
    state: 'failed',
    attempts: 1,
    firstAttemptAt: attempt,
    lastAttemptAt: attempt,
    failure: 'unconfirmed',
    lastError: 'the connection failed while waiting for the SMTP server to confirm the message',
  });

  const all = await outboxCommand(config, 'retry', '--all-failed');

  expect(all.code).toBe(0);
  expect(all.stdout).toContain(`Skipped: ${cutOff} may have been delivered`);
  expect(await files(config.outboxDir, 'pending')).toEqual([`${refused}.eml`]);
  expect(await files(config.outboxDir, 'failed')).toEqual([`${cutOff}.eml`]);
  expect((await outboxCommand(config, 'retry', cutOff)).code).toBe(0);
  expect((await files(config.outboxDir, 'pending')).sort()).toEqual(
    [`${refused}.eml`, `${cutOff}.eml`].sort(),
  );
});
