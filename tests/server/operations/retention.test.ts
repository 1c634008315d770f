import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { applyRetention, dayMs, scheduleRetention } from '../../../server/operations/retention';
import { Outbox } from '../../../server/outbox/outbox';
import { buildTestApp, tempDir, waitFor } from '../helper';
import { files, storeMessage } from './opsHelper';

const now = Date.parse('2028-06-15T12:00:00.000Z');

async function outboxWith() {
  const config = { ...loadConfig({}), outboxDir: await tempDir('outbox') };
  const at = (daysAgo: number, extraMs = 0) => new Date(now - daysAgo * dayMs - extraMs);
  const ids = {
    sentOld: await storeMessage(config, 'sent', at(730, 1)),
    sentEdge: await storeMessage(config, 'sent', at(730)),
    sentNew: await storeMessage(config, 'sent', at(10)),
    spamOld: await storeMessage(config, 'spam', at(30, 1)),
    spamEdge: await storeMessage(config, 'spam', at(30)),
    pendingAncient: await storeMessage(config, 'pending', at(2000)),
    failedAncient: await storeMessage(config, 'failed', at(2000)),
  };
  return { config, outbox: new Outbox(config.outboxDir), ids };
}

afterEach(() => {
  vi.useRealTimers();
});

it('deletes exactly the delivered and spam messages older than their retention, never pending or failed', async () => {
  const { config, outbox, ids } = await outboxWith();

  expect(
    await applyRetention(outbox, { sentDays: 730, spamDays: 30, consentDays: 1826 }, now),
  ).toEqual({ sent: 1, spam: 1, consent: 0 });

  expect(await files(config.outboxDir, 'sent')).toEqual([
    `${ids.sentEdge}.eml`,
    `${ids.sentNew}.eml`,
  ]);
  expect(await files(config.outboxDir, 'spam')).toEqual([`${ids.spamEdge}.eml`]);
  expect(await files(config.outboxDir, 'pending')).toEqual([`${ids.pendingAncient}.eml`]);
  expect(await files(config.outboxDir, 'failed')).toEqual([`${ids.failedAncient}.eml`]);
});

it('runs at start and every hour on the clock, logging how many it removed each time', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now });
  const { config, outbox, ids } = await outboxWith();
  const lines: unknown[] = [];
  const log = { info: (fields: unknown) => lines.push(fields), error: vi.fn() };

  const retention = scheduleRetention({
    outbox,
    policy: { sentDays: 730, spamDays: 30, consentDays: 1826 },
    log: log as unknown as FastifyBaseLogger,
  });
  await waitFor(() => lines.length === 1); // real timeouts: only setInterval and Date are fake
  expect(lines[0]).toEqual({
    event: 'outbox_retention',
    removedSent: 1,
    removedSpam: 1,
    removedConsent: 0,
  });

  // An hour later the two messages that were just inside their retention are past it.
  await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
  await waitFor(() => lines.length === 2);
  expect(lines[1]).toEqual({
    event: 'outbox_retention',
    removedSent: 1,
    removedSpam: 1,
    removedConsent: 0,
  });
  expect(await files(config.outboxDir, 'sent')).toEqual([`${ids.sentNew}.eml`]);
  expect(await files(config.outboxDir, 'spam')).toEqual([]);
  expect(log.error).not.toHaveBeenCalled();
  await retention.stop();
});

it('the server applies RETENTION_DAYS and SPAM_RETENTION_DAYS when it starts', async () => {
  const outboxDir = await tempDir('outbox');
  const config = { ...loadConfig({}), outboxDir };
  const recent = await storeMessage(config, 'sent', new Date(Date.now() - 5 * dayMs));
  await storeMessage(config, 'sent', new Date(Date.now() - 8 * dayMs));
  await storeMessage(config, 'spam', new Date(Date.now() - 3 * dayMs));
  const pending = await storeMessage(config, 'pending', new Date(Date.now() - 99 * dayMs));

  await buildTestApp({ outboxDir, retentionDays: 7, spamRetentionDays: 2 });

  await waitFor(async () => (await files(outboxDir, 'spam')).length === 0);
  await waitFor(async () => (await files(outboxDir, 'sent')).length === 1);
  expect(await files(outboxDir, 'sent')).toEqual([`${recent}.eml`]);
  expect(await files(outboxDir, 'pending')).toEqual([`${pending}.eml`]);
});
