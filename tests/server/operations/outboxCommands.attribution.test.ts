import { expect, it } from 'vitest';
import { newsletterVisit } from '../attributionHelper';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

describeEachEngine('where a lead came from, in the outbox command', (engine) => {
  it('show prints how they found us with the message', async () => {
    const { config, store } = await commandStore(engine);
    const id = await seedLead(store, 'sent', { attribution: newsletterVisit });

    const { code, stdout } = await outboxCommand(config, 'show', id);

    expect(code).toBe(0);
    expect(stdout).toMatch(/^Source: +newsletter \/ email \/ spring-2026$/m);
    expect(stdout).toMatch(/^Landing page: +\/$/m);
    expect(stdout).toMatch(/^utm_campaign: +spring-2026$/m);
    expect(stdout).toMatch(/^Pages seen: +\/ → \/services → \/about → \/contact$/m);
  });

  it('list names each lead’s source, and --json gives its whole attribution', async () => {
    const { config, store } = await commandStore(engine);
    const tagged = await seedLead(store, 'sent', {
      receivedAt: new Date('2026-05-02T00:00:00Z'),
      attribution: newsletterVisit,
    });
    const direct = await seedLead(store, 'sent', { receivedAt: new Date('2026-05-01T00:00:00Z') });

    const table = (await outboxCommand(config, 'list')).stdout.split('\n');
    const json = JSON.parse((await outboxCommand(config, 'list', '--json')).stdout) as unknown;

    expect(table[0]).toMatch(/ SOURCE$/);
    expect(table[1]).toMatch(new RegExp(`^${tagged} .* newsletter / email / spring-2026$`));
    expect(table[2]).toMatch(new RegExp(`^${direct} .* direct$`));
    expect(json).toMatchObject([
      { id: tagged, source: 'newsletter / email / spring-2026', attribution: newsletterVisit },
      { id: direct, source: 'direct', attribution: null },
    ]);
  });
});
