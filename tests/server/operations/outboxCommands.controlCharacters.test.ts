import { expect, it } from 'vitest';
import type { Engine } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { validMessage } from '../helper';
import { seedLead } from '../storeHelper';
import { commandStore, outboxCommand } from './opsHelper';

/** Clear screen, an OSC 52 clipboard write ended by BEL, a lone BEL and an 8-bit CSI. */
const clearScreen = '\x1b[2J';
const clipboardWrite = '\x1b]52;c;cm0gLXJmIH4=\x07';
const hostile = {
  ...validMessage,
  name: `Eve${clearScreen}\x9b31m`,
  company: `Evil${clipboardWrite}Corp`,
  message: `Hello\x07 there\x9b31m, red.\nSecond line\twith a tab.`,
};

/** Any control a terminal obeys: C0 but newline and tab, DEL, C1. */
const obeyed = /(?![\n\t])\p{Cc}/u;

async function storeWithHostileLead(engine: Engine) {
  const { config, store } = await commandStore(engine);
  const id = await seedLead(store, 'pending', { message: hostile });
  return { config, store, id };
}

describeEachEngine(
  "the operator's terminal shows what a visitor typed, and obeys none of it",
  (engine) => {
    it('list', async () => {
      const { config } = await storeWithHostileLead(engine);

      const { stdout } = await outboxCommand(config, 'list');

      expect(stdout).not.toMatch(obeyed);
      expect(stdout).toContain('Eve\\x1b[2J\\x9b31m');
      expect(stdout).toContain('Evil\\x1b]52;c;cm0gLXJmIH4=\\x07Corp');
    });

    it('list --json, which still means exactly what was typed', async () => {
      const { config } = await storeWithHostileLead(engine);

      const { stdout } = await outboxCommand(config, 'list', '--json');

      expect(stdout).not.toMatch(obeyed);
      expect(stdout).toContain('"Eve\\u001b[2J\\u009b31m"');
      expect(JSON.parse(stdout)).toMatchObject([{ name: hostile.name, company: hostile.company }]);
    });

    it('show, keeping line breaks and tabs', async () => {
      const { config, id } = await storeWithHostileLead(engine);

      const { stdout } = await outboxCommand(config, 'show', id);

      expect(stdout).not.toMatch(obeyed);
      expect(stdout).toMatch(/^Reply-To: +"Eve\\x1b\[2J\\x9b31m" <jane@acme\.test>$/m);
      expect(stdout).toContain('Hello\\x07 there\\x9b31m, red.\nSecond line\twith a tab.');
    });

    it('a mistyped command or id quoting controls', async () => {
      const { config, store } = await storeWithHostileLead(engine);

      const command = await outboxCommand(config, `st${clearScreen}atus`);
      const id = await outboxCommand(config, 'show', `x${clearScreen}`);

      expect(command.stderr).toMatch(/^Unknown command st\\x1b\[2Jatus: /);
      expect(id.stderr).toBe(`No message with id x\\x1b[2J in ${store.location}\n`);
    });
  },
);
