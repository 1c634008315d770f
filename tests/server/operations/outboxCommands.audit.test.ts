import { expect, it } from 'vitest';
import { readAudit } from '../../../server/store/audit';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, honeypotOnly, postJson, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';
import { outboxCommand } from './opsHelper';

describeEachEngine("the outbox's commands in the audit log", (engine) => {
  it('writes what changes leads, done or refused, with the lead it names; reads and mistyped commands write nothing', async () => {
    const { app, config } = await buildTestApp({
      ...(await latestStoreFor(engine)),
      ...honeypotOnly,
    });
    const store = await openStoreOf(config);
    const { id } = (await postJson(app, { ...validMessage, website: 'autofilled' })).json<{
      id: string;
    }>();

    expect((await outboxCommand(config, 'release', id)).code).toBe(0);
    expect((await outboxCommand(config, 'release', id)).code).toBe(1);
    expect((await outboxCommand(config, 'purge', '--older-than', '30d')).code).toBe(0);
    expect((await outboxCommand(config, 'purge', '--older-than', 'soon')).code).toBe(2);
    expect((await outboxCommand(config, 'retry')).code).toBe(2);
    for (const reading of [['status'], ['list'], ['show', id]]) {
      expect((await outboxCommand(config, ...reading)).code).toBe(0);
    }

    const { entries } = await readAudit(store, { limit: 10 });
    expect(
      entries.map(({ actor, action, leadId, detail, result }) => ({
        actor,
        action,
        leadId,
        detail,
        result,
      })),
    ).toEqual([
      { actor: 'cli', action: 'purge', leadId: null, detail: '--older-than 30d', result: 'ok' },
      { actor: 'cli', action: 'release', leadId: id, detail: id, result: 'refused' },
      { actor: 'cli', action: 'release', leadId: id, detail: id, result: 'ok' },
    ]);
  });
});
