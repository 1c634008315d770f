import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { outboxCommand } from './opsHelper';

describeEachEngine('the spam screen in the outbox command', (engine) => {
  it('list spam and show give each held message its score and reasons', async () => {
    const { app, config } = await buildTestApp({
      spamScreen: true,
      ...(await latestStoreFor(engine)),
    });
    const { id } = (
      await postJson(app, { ...validMessage, message: 'Купить дешево, пишите сейчас, скидки' })
    ).json<{ id: string }>();

    const listed = await outboxCommand(config, 'list', 'spam');
    const shown = await outboxCommand(config, 'show', id);

    const held = 'held, 20 points: no form token (+10); 100% of letters not Latin (+10)';
    expect(listed.stdout).toMatch(
      new RegExp(`^${id} +spam +.* ${held.replace(/[()+]/g, '\\$&')} +direct$`, 'm'),
    );
    expect(shown.stdout).toContain(`Folder:      spam\nScreen:      ${held}\n`);
    const json = await outboxCommand(config, 'list', 'spam', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject([{ id, screen: held }]);
  });
});
