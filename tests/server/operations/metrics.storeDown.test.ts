import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, latestStoreFor } from '../engines';
import { buildTestApp, postJson, validMessage } from '../helper';
import { openStoreOf } from '../storeHelper';

describeEachEngine('/metrics while the store cannot answer', (engine) => {
  it('still answers every metric it has, the backlog gauges as unknown (NaN)', async () => {
    const { app, config } = await buildTestApp(await latestStoreFor(engine));
    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    const store = await openStoreOf(config);
    await sql`alter table jobs rename to jobs_moved_away`.execute(store.db);

    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('contact_messages_accepted_total 1');
    expect(response.body).toContain('site_beacons_total');
    expect(response.body).toMatch(/^contact_outbox_pending nan$/im);
  });
});
