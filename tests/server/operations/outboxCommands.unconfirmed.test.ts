import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { leadsIn, seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

describeEachEngine('a send that was cut off', (engine) => {
  it('retry --all-failed leaves it for a person to check; retry <id> still queues it', async () => {
    const { config, store } = await commandStore(engine);
    const refused = await seedLead(store, 'failed', {
      receivedAt: new Date('2026-01-01T10:00:00Z'),
    });
    const cutOff = await seedLead(store, 'failed', {
      receivedAt: new Date('2026-01-01T11:00:00Z'),
      failure: 'unconfirmed',
    });

    const all = await outboxCommand(config, 'retry', '--all-failed');

    expect(all.code).toBe(0);
    expect(all.stdout).toContain(
      `Skipped: ${cutOff} may have been delivered (its send was cut off); check the inbox for its Message-ID, then \`retry ${cutOff}\`\n`,
    );
    expect(all.stdout).toContain('Queued 1 failed message(s) for the inbox again.');
    expect(await leadsIn(store, 'pending')).toEqual([refused]);
    expect(await leadsIn(store, 'failed')).toEqual([cutOff]);

    expect((await outboxCommand(config, 'retry', cutOff)).code).toBe(0);
    expect(await leadsIn(store, 'pending')).toEqual([refused, cutOff]);
  });
});
