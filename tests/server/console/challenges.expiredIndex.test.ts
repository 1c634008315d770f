import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { expect, it } from 'vitest';
import { saveChallenge } from '../../../server/console/challenges';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { openTestStore } from '../storeHelper';

/** The statements `work` sends that delete from `table`, as sent: their SQL and parameters. */
async function deletesFrom(store: Store, table: string, work: (store: Store) => Promise<void>) {
  const sent: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const query = store.db.getExecutor().compileQuery(node as RootOperationNode, queryId);
      if (query.sql.startsWith(`delete from "${table}"`)) sent.push(query);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await work({ ...store, db: store.db.withPlugin(plugin) });
  return sent;
}

// Every ceremony's options call deletes the expired challenges first: without an index on their
// expiry, that read every challenge still live, on every sign-in page's load.
describeEachEngine('the console’s expired challenges', (engine) => {
  it('are found through an index on their expiry, not by reading every live challenge', async () => {
    const store = await openTestStore(engine);
    const now = Date.now();
    for (let index = 0; index < 5; index += 1) {
      await saveChallenge(store, `live-${index}`, 'signin', '', now);
    }

    const [sweep] = await deletesFrom(store, 'console_challenges', (logged) =>
      saveChallenge(logged, 'another', 'signin', '', now),
    );
    if (!sweep) throw new Error('saveChallenge deleted no expired challenges');

    if (engine === 'sqlite') {
      const plan = await store.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${sweep.sql}`, [...sweep.parameters]),
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
        /USING (COVERING )?INDEX console_challenges_by_expiry\b/,
      );
    } else {
      // A table this small is read whole whatever its indexes: ask for the plan without that.
      await store.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
        const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${sweep.sql}`, [...sweep.parameters]),
        );
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
          /console_challenges_by_expiry\b/,
        );
      });
    }
  });
});
