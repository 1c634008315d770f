import { expect, it } from 'vitest';
import { countDelivered, countHeld, readDestinationBacklog } from '../../../server/store/backlog';
import { findConsents } from '../../../server/store/consents';
import { readImports } from '../../../server/store/legacyImport';
import { folderOf } from '../../../server/store/leads';
import { listLeads } from '../../../server/store/leadPages';
import { openStore } from '../../../server/store/openStore';
import { describeEachEngine } from '../engines';
import { storeAtMigration } from './storeAtMigration';

const lead = (id: string, status: 'taken' | 'held', receivedAt: number) => ({
  id,
  received_at: receivedAt,
  status,
  fields: JSON.stringify({
    name: `Person ${id}`,
    email: `${id}@example.com`,
    phone: '+1 480 555 0100',
    company: '',
    message: 'Two Java developers, please.',
  }),
  source: JSON.stringify({
    page: 'https://www.example.com/contact',
    ip: '203.0.113.7',
    userAgent: 'test',
    javascript: true,
  }),
  consent: null,
  screen: status === 'held' ? JSON.stringify({ held: true, score: 9, reasons: [] }) : null,
  visitor: id,
  eml: null,
});

const delivery = (leadId: string, destination: string, state: string, attempts = 1) => ({
  lead_id: leadId,
  destination,
  state,
  attempts,
  first_attempt_at: attempts ? 1000 : null,
  last_attempt_at: attempts ? 1000 : null,
  next_attempt_at: 1000,
  claimed_until: null,
  last_error: state === 'failed' ? '550 no such user' : null,
  failure: state === 'failed' ? 'refused' : null,
  rejected_recipients: null,
});

describeEachEngine('a store the first released version wrote, brought up to date', (engine) => {
  it('keeps every lead where it stood, its deliveries, consent records, imports, and counts them', async () => {
    const { settings, db } = await storeAtMigration(engine, '2026-11-25-1-leads');
    await db
      .insertInto('leads')
      .values([
        lead('pending', 'taken', 1000),
        lead('sending', 'taken', 2000),
        lead('sent', 'taken', 3000),
        lead('failed', 'taken', 4000),
        lead('held', 'held', 5000),
      ])
      .execute();
    await db
      .insertInto('deliveries')
      .values([
        delivery('pending', 'email', 'queued', 0),
        delivery('sending', 'email', 'sending'),
        delivery('sent', 'email', 'sent'),
        delivery('sent', 'webhook', 'failed'),
        delivery('failed', 'email', 'failed'),
      ])
      .execute();
    await db
      .insertInto('consents')
      .values({
        lead_id: 'sent',
        given_at: 3000,
        phone_key: '4805550100',
        email_key: 'sent@example.com',
        record: JSON.stringify({ leadId: 'sent', givenAt: new Date(3000).toISOString() }),
      })
      .execute();
    await db
      .insertInto('legacy_imports')
      .values({
        folder: '/var/outbox/imported-outbox-1',
        imported_at: 500,
        summary: JSON.stringify({ messages: 4, held: 1, consents: 1, webhook: 1 }),
      })
      .execute();
    await db.destroy();

    const store = await openStore(settings);
    try {
      const leads = await listLeads(store);
      expect(Object.fromEntries(leads.map((one) => [one.id, folderOf(one)]))).toEqual({
        pending: 'pending',
        sending: 'pending',
        sent: 'sent',
        failed: 'failed',
        held: 'spam',
      });
      const sent = leads.find((one) => one.id === 'sent');
      expect(sent?.message.name).toBe('Person sent');
      expect(sent?.deliveries.webhook?.state).toBe('failed');
      expect(await countDelivered(store, 'email')).toBe(1);
      expect(await readDestinationBacklog(store, 'email')).toEqual({
        pending: 2,
        failed: 1,
        oldestPendingAt: 1000,
        // Nobody had these two when that version stopped: neither is partly sent.
        partlyDone: { count: 0, oldestAt: undefined },
        oldestUntouchedAt: 1000,
      });
      expect((await readDestinationBacklog(store, 'webhook')).failed).toBe(1);
      expect(await countHeld(store)).toBe(1);
      expect(await findConsents(store, { kind: 'phone', key: '4805550100' })).toHaveLength(1);
      expect(await readImports(store)).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
