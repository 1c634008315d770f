import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../server/config';
import { composeMessage } from '../../../server/destinations/email/composeMessage';
import { consentRecordOf } from '../../../server/intake/consent/consentRecord';
import { consentShown } from '../../../server/intake/consent/consentShown';
import { applyRetention, dayMs } from '../../../server/operations/retention';
import { ConsentStore } from '../../../server/outbox/consentStore';
import type { Lead } from '../../../server/outbox/lead';
import { Outbox } from '../../../server/outbox/outbox';
import { newMessageId } from '../../../server/outbox/messageId';
import { buildTestApp, tempDir, validMessage, waitFor } from '../helper';
import { currentWording } from '../intake/consentHelper';
import { files, outboxCommand } from './opsHelper';

const now = Date.parse('2031-06-15T12:00:00.000Z');
const policy = { sentDays: 730, spamDays: 30, consentDays: 1826 };

/** A delivered lead with its consent record, as the relay would have left it `daysAgo` days before `at`. */
async function deliveredLead(config: Config, daysAgo: number, at = now): Promise<string> {
  const receivedAt = new Date(at - daysAgo * dayMs);
  const id = newMessageId(receivedAt);
  const consent = consentShown(currentWording.id);
  const lead: Lead = {
    id,
    receivedAt: receivedAt.toISOString(),
    message: validMessage,
    source: {
      page: `${config.siteUrl}/contact`,
      ip: '127.0.0.1',
      userAgent: 'Test',
      javascript: true,
    },
    consent,
  };
  const outbox = new Outbox(config.outboxDir);
  await outbox.init();
  const eml = await composeMessage({
    id,
    message: validMessage,
    receivedAt,
    consent,
    settings: config,
  });
  await outbox.store('sent', id, eml, lead);
  const record = consentRecordOf(lead);
  if (record) await new ConsentStore(config.outboxDir).record(record);
  return id;
}

const consentFiles = (outboxDir: string) => readdir(join(outboxDir, 'consent'));

it('a consent record outlives its lead, and goes only after CONSENT_RETENTION_DAYS', async () => {
  const config = { ...loadConfig({}), outboxDir: await tempDir('outbox') };
  const pastLead = await deliveredLead(config, 731);
  const edge = await deliveredLead(config, 1826);
  await deliveredLead(config, 1826.001);

  expect(await applyRetention(new Outbox(config.outboxDir), policy, now)).toEqual({
    sent: 3,
    spam: 0,
    consent: 1,
  });

  expect(await files(config.outboxDir, 'sent')).toEqual([]);
  expect(await readdir(join(config.outboxDir, 'leads'))).toEqual([]);
  expect((await consentFiles(config.outboxDir)).sort()).toEqual(
    [`${edge}.json`, `${pastLead}.json`].sort(),
  );
});

it("the operator's purge deletes messages, never consent records", async () => {
  const config = { ...loadConfig({}), outboxDir: await tempDir('outbox') };
  const id = await deliveredLead(config, 40, Date.now());

  expect((await outboxCommand(config, 'purge', '--older-than', '1d')).code).toBe(0);

  expect(await files(config.outboxDir, 'sent')).toEqual([]);
  expect(await consentFiles(config.outboxDir)).toEqual([`${id}.json`]);
});

it('the server applies CONSENT_RETENTION_DAYS when it starts', async () => {
  const outboxDir = await tempDir('outbox');
  const config = { ...loadConfig({}), outboxDir };
  const kept = await deliveredLead(config, 8, Date.now());
  await deliveredLead(config, 12, Date.now());

  await buildTestApp({
    outboxDir,
    retentionDays: 7,
    spamRetentionDays: 7,
    consentRetentionDays: 10,
  });

  await waitFor(async () => (await consentFiles(outboxDir)).length === 1);
  expect(await consentFiles(outboxDir)).toEqual([`${kept}.json`]);
});
