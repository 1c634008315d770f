import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildRelayingApp, postJson, validMessage, waitFor } from '../helper';
import { capturedLog, fastSenderLock, writeLock } from './lockHelper';

it('a holder whose lock another server took over stops sending, says so, and still accepts', async () => {
  const log = capturedLog();
  const { app, config, smtp } = await buildRelayingApp(
    {},
    { logger: log.logger, senderLock: fastSenderLock },
  );

  await writeLock(config.outboxDir, { pid: 4242, host: 'other-host' });

  await waitFor(() => log.lines.some((line) => line.level === 50));
  expect(log.lines.find((line) => line.level === 50)?.msg).toMatch(
    /sender\.lock is now held by process 4242 on other-host .*this server stops sending/,
  );
  expect((await postJson(app, validMessage)).statusCode).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.received).toHaveLength(0);
  expect(await readdir(join(config.outboxDir, 'pending'))).toHaveLength(1);
});
