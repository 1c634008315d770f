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

// The console sends the browser's own zone with a date filter. Chromium names it `Etc/Unknown`
// when the system's is unknown, and a zone newer than the server's tz data is unknown here: the
// reader can do nothing about either, so the days are UTC's, as without a zone.
describeEachEngine(
  'console date filters from a browser whose zone the server does not know',
  (engine) => {
    it('lists and exports the UTC days for Etc/Unknown and for a zone newer than the tz data', async () => {
      const { app, store } = await consoleApp(engine);
      const { cookie } = await signedInOwner(app, store);
      const at = (iso: string) => seedLead(store, 'sent', { receivedAt: new Date(iso) });
      await at('2026-11-25T23:30:00Z');
      const morning = await at('2026-11-26T00:30:00Z');
      const night = await at('2026-11-26T23:30:00Z');
      await at('2026-11-27T00:30:00Z');

      for (const zone of ['Etc/Unknown', 'America/Somewhere_New']) {
        const tz = `&tz=${encodeURIComponent(zone)}`;
        expect(await idsOf(app, `/leads?from=2026-11-26&to=2026-11-26${tz}`, cookie)).toEqual([
          night,
          morning,
        ]);
        const exported = await get(app, `/export.csv?from=2026-11-26&to=2026-11-26${tz}`, cookie);
        expect(exported.statusCode, zone).toBe(200);
        const lines = exported.body.split('\r\n').filter((line) => line !== '');
        expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([night, morning]);
      }
    });
  },
);
