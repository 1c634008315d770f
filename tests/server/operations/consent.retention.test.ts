import { expect, it } from 'vitest';
import { applyRetention, dayMs } from '../../../server/operations/retention';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { buildTestApp, waitFor } from '../helper';
import { currentWording, storedConsentRecords } from '../intake/consentHelper';
import { leadsIn, openTestStore, seedLead } from '../storeHelper';
import { commandStore } from './opsHelper';

const now = Date.parse('2031-06-15T12:00:00.000Z');
const policy = {
  sentDays: 730,
  spamDays: 30,
  consentDays: 1826,
  webhook: false,
  consoleSessions: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
};

/** A delivered lead that came with the SMS opt-in, `daysAgo` days before `at`. */
function deliveredWithConsent(store: Store, daysAgo: number, at = now) {
  return seedLead(store, 'sent', {
    receivedAt: new Date(at - daysAgo * dayMs),
    consent: {
      version: currentWording.id,
      text: currentWording.text,
      sha256: currentWording.sha256,
    },
  });
}

const recordedLeads = async (store: Store) =>
  [...(await storedConsentRecords(store)).keys()].sort();

describeEachEngine('consent retention', (engine) => {
  it('a consent record outlives its lead, and goes only after CONSENT_RETENTION_DAYS', async () => {
    const store = await openTestStore(engine);
    const pastLead = await deliveredWithConsent(store, 731);
    const edge = await deliveredWithConsent(store, 1826);
    await deliveredWithConsent(store, 1826.001);

    expect(await applyRetention(store, policy, now)).toEqual({ sent: 3, spam: 0, consent: 1 });

    expect(await leadsIn(store, 'sent')).toEqual([]);
    expect(await recordedLeads(store)).toEqual([edge, pastLead].sort());
  });

  it('the server applies CONSENT_RETENTION_DAYS when it starts', async () => {
    const { config, store } = await commandStore(engine);
    const kept = await deliveredWithConsent(store, 8, Date.now());
    await deliveredWithConsent(store, 12, Date.now());

    await buildTestApp({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      retentionDays: 7,
      spamRetentionDays: 7,
      consentRetentionDays: 10,
    });

    await waitFor(async () => (await recordedLeads(store)).length === 1);
    expect(await recordedLeads(store)).toEqual([kept]);
  });
});
