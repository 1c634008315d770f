import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { expect, it } from 'vitest';
import { readLeadPage, type LeadCursor } from '../../../server/store/leadPages';
import { describeEachEngine } from '../engines';
import { openTestStore, seedLead } from '../storeHelper';

// `list` pages through a million leads 500 at a time: a page far down must start where the last
// one ended, not walk past every lead before it (PostgreSQL did: the whole list outlasted 180 s).
describeEachEngine('a page of leads after a cursor', (engine) => {
  it('holds each lead once, newest first, ties on the time split across pages', async () => {
    const store = await openTestStore(engine);
    const tie = new Date('2026-03-01T10:00:00.000Z');
    const ids = [
      await seedLead(store, 'sent', { receivedAt: new Date('2026-03-01T09:00:00.000Z') }),
      ...(await Promise.all([1, 2, 3, 4].map(() => seedLead(store, 'sent', { receivedAt: tie })))),
      await seedLead(store, 'sent', { receivedAt: new Date('2026-03-01T11:00:00.000Z') }),
    ];
    const newestFirst = [
      ids[5],
      ...ids.slice(1, 5).sort((one, other) => (one < other ? 1 : -1)),
      ids[0],
    ];

    const paged: string[] = [];
    let after: LeadCursor | undefined;
    do {
      const page = await readLeadPage(store, {}, { after, limit: 2 });
      paged.push(...page.leads.map((lead) => lead.id));
      after = page.next;
    } while (after);
    expect(paged).toEqual(newestFirst);
  });

  it('seeks the time index to the cursor', async () => {
    const store = await openTestStore(engine);
    await seedLead(store, 'sent');
    const queries: RootOperationNode[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => (queries.push(node), node),
      transformResult: async ({ result }) => result,
    };
    const after = { receivedAt: Date.now() - 60_000, id: 'x' };
    await readLeadPage({ ...store, db: store.db.withPlugin(recorder) }, {}, { after, limit: 500 });
    const [leads] = queries;
    if (!leads) throw new Error('readLeadPage sent no query');
    const page = store.db.getExecutor().compileQuery(leads, { queryId: 'page' });
    const explain = (prefix: string) =>
      CompiledQuery.raw(`${prefix} ${page.sql}`, [...page.parameters]);

    if (engine === 'sqlite') {
      const plan = await store.db.executeQuery<{ detail: string }>(explain('explain query plan'));
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
        /SEARCH leads USING INDEX leads_by_time \(received_at<\?\)/,
      );
    } else {
      // A table this small is read whole whatever its indexes: ask for the plan without that.
      await store.db.connection().execute(async (connection) => {
        await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
        const plan = await connection.executeQuery<{ 'QUERY PLAN': string }>(explain('explain'));
        await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
          /Index Cond: \(received_at <= /,
        );
      });
    }
  });
});
