import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { Config } from '../../../server/config';
import { runOutboxCommand } from '../../../server/operations/outboxCommands';
import { sqliteFileName } from '../../../server/store/openStore';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { commandStore } from './opsHelper';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A running server delivers lead `id` right now, from another process: done before this returns,
 * so the command's next statement sees it.
 */
function deliveredElsewhere(config: Config, id: string): void {
  const update = `update jobs set state = 'done' where task = 'email' and key = '${id}'`;
  const script =
    config.databaseUrl === undefined
      ? `new (require('better-sqlite3'))(${JSON.stringify(join(config.dataDir, sqliteFileName))}).exec(${JSON.stringify(update)})`
      : `const client = new (require('pg').Client)(${JSON.stringify(config.databaseUrl)});
         client.connect().then(() => client.query(${JSON.stringify(update)})).then(() => client.end())`;
  execFileSync(process.execPath, ['-e', script], { cwd: projectRoot });
}

describeEachEngine('list --json of more than a page', (engine) => {
  it('is one JSON array even when the leads of the last page were delivered meanwhile', async () => {
    const { config, store } = await commandStore(engine);
    const from = Date.parse('2026-03-01T00:00:00Z');
    const ids: string[] = [];
    for (let first = 0; first < 501; first += 50) {
      const chunk = Array.from({ length: Math.min(50, 501 - first) }, (_, index) =>
        seedLead(store, 'pending', { receivedAt: new Date(from + (first + index) * 1000) }),
      );
      ids.push(...(await Promise.all(chunk)));
    }
    const [oldest = ''] = ids;

    let stdout = '';
    const code = await runOutboxCommand(['list', 'pending', '--json'], {
      config,
      print: (text) => {
        // The first page (the 500 newest) is out; the oldest, the next page's only lead, goes now.
        if (stdout === '') deliveredElsewhere(config, oldest);
        stdout += `${text}\n`;
      },
      printError: () => {},
    });

    expect(code).toBe(0);
    const listed = JSON.parse(stdout) as { id: string }[];
    expect(listed.map((lead) => lead.id)).toEqual(ids.slice(1).reverse());
  });
});
