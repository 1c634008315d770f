import { expect, it } from 'vitest';
import { markSpam, releaseLead } from '../../../server/store/leadMoves';
import { describeEachEngine } from '../engines';
import { outboxCommand } from '../operations/opsHelper';
import { leadsIn, seedLead } from '../storeHelper';
import { consoleApp, get, post, signedInMember } from './consoleHelper';

// A held lead a person confirmed as spam is not to be delivered by a release that read it before
// the confirmation: the store's release itself refuses it, in the one statement that takes it.
describeEachEngine('a release of a held lead confirmed as spam', (engine) => {
  it('is refused by the store, the console and the outbox command, and the lead stays held', async () => {
    const { app, config, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const bot = await seedLead(store, 'spam');
    expect(await markSpam(store, bot)).toBe(true);

    expect(await releaseLead(store, bot, ['email'])).toEqual({
      released: false,
      consentRecorded: false,
    });

    const fromConsole = await post(app, `/leads/${bot}/release`, {}, cookie);
    expect(fromConsole.statusCode).toBe(409);
    expect(fromConsole.json()).toEqual({
      error: `Message ${bot} was confirmed as spam in the console; not released (its page there takes the mark back: Not spam)`,
      code: 'conflict',
    });
    expect(await outboxCommand(config, 'release', bot)).toEqual({
      code: 1,
      stdout: '',
      stderr: `Message ${bot} was confirmed as spam in the console; not released (its page there takes the mark back: Not spam)\n`,
    });
    expect(await leadsIn(store, 'spam')).toEqual([bot]);
    const page = (await get(app, `/leads/${bot}`, cookie)).json();
    expect(page.deliveries).toEqual([]);
    // Its page offers no release that can only be refused.
    expect(page.actions.release).toBe(false);
  });
});
