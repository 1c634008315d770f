import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Outbox } from '../../../server/outbox/outbox';
import { buildRelayingApp, honeypotOnly, partOf, postJson, validMessage, waitFor } from '../helper';
import {
  consentRecordOnDisk,
  currentWording,
  expectedConsentRecord,
} from '../intake/consentHelper';
import { outboxCommand } from './opsHelper';

it('a held message writes no consent record until it is released, then its record comes from the held lead', async () => {
  const { app, config, smtp } = await buildRelayingApp(honeypotOnly);
  const response = await postJson(
    app,
    { ...validMessage, website: 'autofilled', consentVersion: currentWording.id },
    { headers: { 'content-type': 'application/json', 'user-agent': 'Autofilling Browser/2.0' } },
  );
  const { id } = response.json<{ id: string }>();

  expect(response.statusCode).toBe(202);
  expect(await readdir(join(config.outboxDir, 'spam'))).toEqual([`${id}.eml`]);
  expect(await readdir(join(config.outboxDir, 'consent'))).toEqual([]);
  const held = await new Outbox(config.outboxDir).readLead(id);
  expect(held?.consent?.version).toBe(currentWording.id);

  const released = await outboxCommand(config, 'release', id);

  expect(released.code).toBe(0);
  expect(released.stdout).toContain(
    `Moved ${id} from spam/ to pending/. Its SMS consent is now recorded.`,
  );
  expect(await consentRecordOnDisk(config.outboxDir, id)).toEqual(
    expectedConsentRecord(config, {
      leadId: id,
      givenAt: held?.receivedAt ?? 'no lead record',
      ip: '127.0.0.1',
      userAgent: 'Autofilling Browser/2.0',
    }),
  );
  await waitFor(() => smtp.received.length === 1);
  expect(partOf(smtp.received[0]?.raw ?? '', 'text/plain')).toContain(currentWording.text);
});
