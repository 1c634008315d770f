import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, signedInOwner } from './consoleHelper';

const idsOf = async (app: FastifyInstance, url: string, cookie: string) => {
  const answer = await get(app, url, cookie);
  expect(answer.statusCode, url).toBe(200);
  return answer.json().leads.map((lead: { id: string }) => lead.id);
};

// The cards show each lead's time in the reader's zone: a day picked in the filter is that
// reader's day too, or a person in Arizona filtering "today" after 5 pm misses the evening's leads.
describeEachEngine('console date filters in the reader’s time zone', (engine) => {
  it('lists the leads of the reader’s day, the evening after UTC midnight included', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);
    const at = (iso: string) => seedLead(store, 'sent', { receivedAt: new Date(iso) });
    const yesterdayLate = await at('2026-11-26T06:30:00Z'); // 23:30 on the 25th in Phoenix
    const afternoon = await at('2026-11-26T23:30:00Z'); // 16:30 on the 26th
    const evening = await at('2026-11-27T01:30:00Z'); // 18:30 on the 26th
    const nextMorning = await at('2026-11-27T08:00:00Z'); // 01:00 on the 27th

    const phoenix = '&tz=America/Phoenix';
    expect(await idsOf(app, `/leads?from=2026-11-26&to=2026-11-26${phoenix}`, cookie)).toEqual([
      evening,
      afternoon,
    ]);
    expect(await idsOf(app, `/leads?from=2026-11-27${phoenix}`, cookie)).toEqual([nextMorning]);
    expect(await idsOf(app, `/leads?to=2026-11-25${phoenix}`, cookie)).toEqual([yesterdayLate]);
    const exported = await get(app, `/export.csv?from=2026-11-26&to=2026-11-26${phoenix}`, cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\r\n').filter((line) => line !== '')).toHaveLength(3);
    // Without a zone, the days are UTC's, as before.
    expect(await idsOf(app, '/leads?from=2026-11-26&to=2026-11-26', cookie)).toEqual([
      afternoon,
      yesterdayLate,
    ]);
  });

  // A zone unknown here but written like one may be a browser's newer zone: its days are UTC's
  // (leads.unknownZone.test.ts).
  it('refuses what no time zone is written like with 422, never 500', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInOwner(app, store);

    for (const url of [
      '/leads?from=2026-11-26&tz=Mars/../Olympus_Mons',
      '/leads?tz=',
      `/leads?to=2026-11-26&tz=${'A'.repeat(300)}`,
      '/export.csv?from=2026-11-26&tz=GMT%2099',
      '/export.csv?from=2026-11-26&tz=%3Cscript%3E',
    ]) {
      const answer = await get(app, url, cookie);
      expect(answer.statusCode, url).toBe(422);
      expect(answer.json().code, url).toBe('invalid');
    }
  });
});
