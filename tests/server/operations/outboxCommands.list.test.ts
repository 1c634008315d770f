import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { validMessage } from '../helper';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

describeEachEngine('list', (engine) => {
  it("lists every lead newest first, the form's one-line fields as columns", async () => {
    const { config, store } = await commandStore(engine);
    const older = await seedLead(store, 'sent', { receivedAt: new Date('2026-01-01T10:00:00Z') });
    const newer = await seedLead(store, 'failed', {
      receivedAt: new Date('2026-02-01T10:00:00Z'),
      message: {
        ...validMessage,
        name: 'Zoë Ångström',
        email: 'zoe@nordic.test',
        phone: '+46 8 123 456',
        company: 'Fjord (Nordic) AB',
      },
    });

    const { code, stdout } = await outboxCommand(config, 'list');

    expect(code).toBe(0);
    const [header, first, second, after] = stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID +FOLDER +RECEIVED +NAME +EMAIL +PHONE +COMPANY +SCREEN +SOURCE$/);
    expect(first).toMatch(
      new RegExp(
        `^${newer} +failed +2026-02-01T10:00:00.000Z +Zoë Ångström +zoe@nordic.test +\\+46 8 123 456 +Fjord \\(Nordic\\) AB +direct$`,
      ),
    );
    expect(second).toMatch(
      new RegExp(
        `^${older} +sent +2026-01-01T10:00:00.000Z +Jane Doe +jane@acme.test +\\+1 480 555 0100 +Acme Inc\\. +direct$`,
      ),
    );
    expect(after).toBeUndefined();
    expect(stdout).not.toContain('ERP');
  });

  it('lists the leads standing in one place, as JSON with --json', async () => {
    const { config, store } = await commandStore(engine);
    const pending = await seedLead(store, 'pending', {
      receivedAt: new Date('2026-03-01T00:00:00Z'),
    });
    await seedLead(store, 'spam');
    await seedLead(store, 'sent');

    const { code, stdout } = await outboxCommand(config, 'list', 'pending', '--json');

    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      {
        id: pending,
        folder: 'pending',
        receivedAt: '2026-03-01T00:00:00.000Z',
        name: 'Jane Doe',
        email: 'jane@acme.test',
        phone: '+1 480 555 0100',
        company: 'Acme Inc.',
        screen: '',
        source: 'direct',
        attribution: null,
      },
    ]);
  });

  it('says so when nothing stands there', async () => {
    const { config, store } = await commandStore(engine);
    await seedLead(store, 'sent');

    expect(await outboxCommand(config, 'list', 'failed')).toEqual({
      code: 0,
      stdout: 'No messages in failed\n',
      stderr: '',
    });
    expect(JSON.parse((await outboxCommand(config, 'list', 'spam', '--json')).stdout)).toEqual([]);
  });
});
