import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../../helper';
import { expectParkedAfterOneSend, restart } from './deliveryHelper';

const refused = { code: 554, message: 'Message refused' };
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a refusal whose record cannot be written is neither sent again nor left in failed/ without a reason', async () => {
  const { app, config, smtp } = await buildRelayingApp();
  let dots = 0;
  smtp.respond = async () => {
    dots += 1;
    // The record's temp file name taken: from here on every write of the message's record fails,
    // the way a crash right after the refusal leaves it unwritten (the next start clears tmp/).
    const [file = ''] = await readdir(join(config.outboxDir, 'pending'));
    await mkdir(join(config.outboxDir, 'tmp', `state-${file.replace(/\.eml$/, '.json')}`));
    return refused;
  };

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
  await waitFor(() => dots === 1);
  await after(300);
  await app.close();
  await restart(config);

  await expectParkedAfterOneSend(config.outboxDir, id, () => dots, {
    state: 'failed',
    lastError: expect.any(String),
  });
});

it('a refusal whose move to failed/ was cut off is moved by the next start, with its reason', async () => {
  const { app, config, smtp } = await buildRelayingApp();
  const failedDir = join(config.outboxDir, 'failed');
  let dots = 0;
  smtp.respond = async () => {
    dots += 1;
    // Root ignores permissions, so a file where failed/ should be fails the move.
    await rm(failedDir, { recursive: true });
    await writeFile(failedDir, '');
    return refused;
  };

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
  await waitFor(() => dots === 1);
  await after(300);
  await app.close();
  await rm(failedDir);
  await mkdir(failedDir);
  await restart(config);

  await expectParkedAfterOneSend(config.outboxDir, id, () => dots, {
    state: 'failed',
    failure: 'refused',
    lastError: expect.stringMatching(/^refused permanently: 554 Message refused/),
  });
});
