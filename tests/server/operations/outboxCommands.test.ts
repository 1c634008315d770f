import { expect, it } from 'vitest';
import { newMessageId } from '../../../server/store/lead';
import { describeEachEngine } from '../engines';
import { leadsIn, seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

const commandList =
  'status, list, show, retry, release, replay, retry-webhook, purge, consent, digest, import';

describeEachEngine(
  'bad input gets one clear line, a non-zero exit, and changes nothing',
  (engine) => {
    const unknownId = newMessageId(new Date('2026-01-01T00:00:00Z'));

    it.each([
      [['frobnicate'], 2, `Unknown command frobnicate: expected one of ${commandList}`],
      [['status', 'now'], 2, 'Unexpected argument: now'],
      [['list', 'inbox'], 2, 'Unknown folder inbox: expected one of pending, sent, failed, spam'],
      [['list', 'sent', 'failed'], 2, 'Unexpected argument: failed'],
      [['show'], 2, 'show needs a message id (see `npm run outbox -- list`)'],
      // A mistyped command is told before an unknown id, as replay tells it.
      [['show', 'bad/id', 'x'], 2, 'Unexpected argument: x'],
      [['retry', 'bad/id', 'x'], 2, 'Unexpected argument: x'],
      [['release', 'bad/id', 'x'], 2, 'Unexpected argument: x'],
      [['retry'], 2, 'retry needs a message id (see `npm run outbox -- list`)'],
      [['retry', '--all'], 2, 'Unknown option --all'],
      [['purge', '--older-than'], 2, 'Option --older-than <value> argument missing'],
      [['release'], 2, 'release needs a message id (see `npm run outbox -- list`)'],
      [['purge'], 2, 'purge needs --older-than <duration>, e.g. purge --older-than 30d'],
      [
        ['import'],
        2,
        'import needs the folder the file outbox wrote (OUTBOX_DIR), e.g. import var/outbox',
      ],
      [
        ['purge', '--older-than', '30'],
        2,
        'Bad duration "30": expected a positive number and a unit, like 90m, 12h, 30d or 4w',
      ],
      [
        ['purge', '--older-than', '0d'],
        2,
        'Bad duration "0d": expected a positive number and a unit, like 90m, 12h, 30d or 4w',
      ],
      [
        ['purge', '--older-than', '2 months'],
        2,
        'Bad duration "2 months": expected a positive number and a unit, like 90m, 12h, 30d or 4w',
      ],
    ])('%j exits %i: %s', async (argv, exitCode, line) => {
      const { config, store } = await commandStore(engine);
      const kept = await seedLead(store, 'sent', { receivedAt: new Date(0) });

      expect(await outboxCommand(config, ...argv)).toEqual({
        code: exitCode,
        stdout: '',
        stderr: `${line}\n`,
      });
      expect(await leadsIn(store, 'sent')).toEqual([kept]);
    });

    // A store's id is any text but NUL: a path is simply no lead's, and reads no file.
    it('show of a path names it and the store, and changes nothing', async () => {
      const { config, store } = await commandStore(engine);
      const kept = await seedLead(store, 'sent', { receivedAt: new Date(0) });

      expect(await outboxCommand(config, 'show', '../../etc/passwd')).toEqual({
        code: 1,
        stdout: '',
        stderr: `No message with id ../../etc/passwd in ${store.location}\n`,
      });
      expect(await leadsIn(store, 'sent')).toEqual([kept]);
    });

    it.each(['show', 'retry', 'release'])(
      '%s of an unknown id names it and the store',
      async (command) => {
        const { config, store } = await commandStore(engine);
        await seedLead(store, 'failed');

        expect(await outboxCommand(config, command, unknownId)).toEqual({
          code: 1,
          stdout: '',
          stderr: `No message with id ${unknownId} in ${store.location}\n`,
        });
      },
    );

    it('retry of a pending or spam message, and release of a failed one, say where it stands', async () => {
      const { config, store } = await commandStore(engine);
      const pending = await seedLead(store, 'pending');
      const spam = await seedLead(store, 'spam');
      const failed = await seedLead(store, 'failed');

      expect((await outboxCommand(config, 'retry', pending)).stderr).toBe(
        `Message ${pending} is pending, not failed\n`,
      );
      expect((await outboxCommand(config, 'retry', spam)).stderr).toBe(
        `Message ${spam} is spam, not failed (use \`release ${spam}\`)\n`,
      );
      expect(await outboxCommand(config, 'release', failed)).toEqual({
        code: 1,
        stdout: '',
        stderr: `Message ${failed} is failed, not spam\n`,
      });
      expect(await leadsIn(store, 'pending')).toEqual([pending]);
      expect(await leadsIn(store, 'spam')).toEqual([spam]);
      expect(await leadsIn(store, 'failed')).toEqual([failed]);
    });
  },
);

it('no command prints the usage and exits 2; help exits 0; neither opens a store', async () => {
  const { config } = await commandStore('sqlite');
  const unopenable = { ...config, databaseUrl: 'postgres://127.0.0.1:1/nowhere' };

  const bare = await outboxCommand(unopenable);

  expect(bare.code).toBe(2);
  expect(bare.stdout).toMatch(/^Usage: npm run outbox -- <command>\n/);
  expect(bare.stdout).toContain('show <id> [--eml]');
  expect(await outboxCommand(unopenable, 'help')).toEqual({ ...bare, code: 0 });
  expect((await outboxCommand(unopenable, 'nope')).code).toBe(2);
});
