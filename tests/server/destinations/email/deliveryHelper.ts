import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, onTestFinished } from 'vitest';
import { buildApp } from '../../../../server/app';
import type { Config } from '../../../../server/config';
import type { DeliveryRecord } from '../../../../server/destinations/deliveryRecord';
import { fastRetry, waitFor } from '../../helper';

/** The files of one outbox folder (pending, sent, failed, state…). */
export const files = (dir: string, folder: string) => readdir(join(dir, folder));

/** The e-mail's delivery record of message `id`, as the worker wrote it. */
export async function recordOf(dir: string, id: string): Promise<DeliveryRecord> {
  return JSON.parse(await readFile(join(dir, 'state', `${id}.json`), 'utf8')) as DeliveryRecord;
}

export async function hasFailed(dir: string, id: string): Promise<boolean> {
  return (await recordOf(dir, id).catch(() => undefined))?.state === 'failed';
}

/**
 * Once pending/ has emptied, and a resend would have had time to show: message `id` went out
 * once (`dots`, the final dots the SMTP server saw) and waits in failed/ with `record`.
 */
export async function expectParkedAfterOneSend(
  dir: string,
  id: string,
  dots: () => number,
  record: Partial<DeliveryRecord>,
): Promise<void> {
  await waitFor(async () => (await files(dir, 'pending')).length === 0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(dots()).toBe(1);
  expect(await files(dir, 'failed')).toEqual([`${id}.eml`]);
  expect(await recordOf(dir, id)).toMatchObject(record);
}

/** A new server process's app on the same outbox, closed when the test finishes. */
export async function restart(config: Config) {
  const app = await buildApp(config, { logger: false, retry: fastRetry });
  onTestFinished(() => app.close());
  await app.ready();
  return app;
}

/**
 * The real server (`server/index.ts`) as a child process on this configuration plus `env`, so a
 * test can kill -9 it or stop it with a signal mid-delivery; killed when the test finishes.
 */
export function spawnServer(
  config: Config,
  env: Record<string, string> = {},
): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: resolve(import.meta.dirname, '../../../..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      OUTBOX_DIR: config.outboxDir,
      STATIC_DIR: config.staticDir,
      MAIL_TO: config.mailTo.join(','),
      MAIL_FROM: config.mailFrom,
      ...(config.smtpUrl !== undefined && { SMTP_URL: config.smtpUrl }),
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, exited };
}
