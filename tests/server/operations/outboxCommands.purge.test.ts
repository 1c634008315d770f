import { expect, it } from 'vitest';
import { findConsents } from '../../../server/store/consents';
import { describeEachEngine } from '../engines';
import { validMessage } from '../helper';
import { currentWording } from '../intake/consentHelper';
import { leadsIn, seedLead } from '../storeHelper';
import { commandStore, outboxCommandAt } from './opsHelper';

const now = Date.parse('2028-05-01T00:00:00.000Z');
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000);

describeEachEngine('purge', (engine) => {
  it('deletes delivered and spam leads older than the duration, never pending or failed ones, nor consent records', async () => {
    const { config, store } = await commandStore(engine);
    const consent = {
      version: currentWording.id,
      text: currentWording.text,
      sha256: currentWording.sha256,
    };
    const oldSent = await seedLead(store, 'sent', { receivedAt: daysAgo(40), consent });
    const newSent = await seedLead(store, 'sent', { receivedAt: daysAgo(20) });
    await seedLead(store, 'spam', { receivedAt: daysAgo(40) });
    const newSpam = await seedLead(store, 'spam', { receivedAt: daysAgo(1) });
    const oldPending = await seedLead(store, 'pending', { receivedAt: daysAgo(400) });
    const oldFailed = await seedLead(store, 'failed', { receivedAt: daysAgo(400) });

    const { code, stdout } = await outboxCommandAt(now, config, ['purge', '--older-than', '30d']);

    expect(code).toBe(0);
    expect(stdout).toBe(
      'Removed 1 delivered and 1 spam message(s) older than 30d; pending and failed ones are never purged\n',
    );
    expect(await leadsIn(store, 'sent')).toEqual([newSent]);
    expect(await leadsIn(store, 'spam')).toEqual([newSpam]);
    expect(await leadsIn(store, 'pending')).toEqual([oldPending]);
    expect(await leadsIn(store, 'failed')).toEqual([oldFailed]);
    expect(await findConsents(store, { kind: 'email', key: validMessage.email })).toMatchObject([
      { leadId: oldSent },
    ]);
    const orphans = await store.db
      .selectFrom('jobs')
      .select('key')
      .where('key', '=', oldSent)
      .execute();
    expect(orphans).toEqual([]);
  });
});
