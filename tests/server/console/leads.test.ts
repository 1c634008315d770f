import { expect, it } from 'vitest';
import type { ScreenResult } from '../../../server/store/lead';
import { describeEachEngine } from '../engines';
import { validMessage } from '../helper';
import { seedLead } from '../storeHelper';
import { consoleApp, get, post, signedInMember } from './consoleHelper';

const held = (score: number): ScreenResult => ({
  held: true,
  verdict: 'held',
  score,
  reasons: [{ layer: 'content', points: score, why: 'links' }],
});

describeEachEngine('console leads', (engine) => {
  it('pages the leads newest first, filtered by words, state, campaign and dates', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const ids: string[] = [];
    for (let day = 1; day <= 55; day += 1) {
      ids.push(
        await seedLead(store, 'sent', {
          receivedAt: new Date(Date.UTC(2026, 0, day, 12)),
          message: { ...validMessage, company: day === 7 ? 'Zoë Fjord AB' : validMessage.company },
          ...(day === 9 && {
            attribution: {
              landingPage: '/',
              pagesSeen: ['/'],
              utm: { source: 'news', campaign: 'spring' },
            },
          }),
        }),
      );
    }
    const spam = await seedLead(store, 'spam', {
      receivedAt: new Date(Date.UTC(2026, 0, 3)),
      screen: held(9),
    });

    const first = (await get(app, '/leads', cookie)).json();
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0].id).toBe(ids[54]);
    const second = (await get(app, `/leads?cursor=${first.next}`, cookie)).json();
    expect([...first.leads, ...second.leads].map((lead: { id: string }) => lead.id)).toEqual([
      ...ids.slice(2).reverse(),
      spam,
      ids[1],
      ids[0],
    ]);
    expect(second.next).toBeNull();

    const search = (await get(app, '/leads?q=fjord', cookie)).json();
    expect(search.leads.map((lead: { id: string }) => lead.id)).toEqual([ids[6]]);
    const heldOnly = (await get(app, '/leads?state=held', cookie)).json();
    expect(heldOnly.leads).toEqual([
      expect.objectContaining({ id: spam, state: 'held', points: 9 }),
    ]);
    const campaign = (await get(app, '/leads?campaign=spring', cookie)).json();
    expect(campaign.leads).toEqual([
      expect.objectContaining({ id: ids[8], source: 'news / spring', campaign: 'spring' }),
    ]);
    const source = (await get(app, '/leads?source=news', cookie)).json();
    expect(source.leads.map((lead: { id: string }) => lead.id)).toEqual([ids[8]]);
    const dates = (await get(app, '/leads?from=2026-01-02&to=2026-01-03', cookie)).json();
    expect(dates.leads.map((lead: { id: string }) => lead.id)).toEqual([ids[2], spam, ids[1]]);
    expect((await get(app, '/leads?state=nope', cookie)).statusCode).toBe(422);
  });

  it('marks handled and spam, releases one held, and the held list lists fewest points first', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const delivered = await seedLead(store, 'sent');
    const many = await seedLead(store, 'spam', { screen: held(12) });
    const few = await seedLead(store, 'spam', { screen: held(6) });

    expect(
      (await get(app, '/held', cookie)).json().leads.map((lead: { id: string }) => lead.id),
    ).toEqual([few, many]);
    expect(
      (await post(app, `/leads/${delivered}/handled`, { handled: true }, cookie)).statusCode,
    ).toBe(200);
    expect((await get(app, `/leads/${delivered}`, cookie)).json()).toMatchObject({
      state: 'handled',
      handled: true,
    });
    const bulk = (await post(app, '/held/release', { ids: [few, delivered] }, cookie)).json();
    expect(bulk).toEqual({ done: [few], skipped: [delivered] });
    expect((await post(app, '/held/spam', { ids: [many] }, cookie)).json()).toEqual({
      done: [many],
      skipped: [],
    });
    expect((await get(app, '/held', cookie)).json().leads).toEqual([]);

    const released = (await get(app, `/leads/${few}`, cookie)).json();
    expect(released.state).not.toBe('held');
    expect(released.deliveries).toEqual([
      expect.objectContaining({ destination: 'email', state: 'queued' }),
    ]);
    const again = await post(app, `/leads/${few}/release`, {}, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`Message ${few} is pending, not spam`);
    const actions = await store.db
      .selectFrom('console_audit')
      .select(['action', 'lead_id'])
      .execute();
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'handled', lead_id: delivered },
        { action: 'release', lead_id: few },
        { action: 'spam', lead_id: many },
      ]),
    );
  });

  it('shows a lead whole and downloads its .eml; deleting needs a recent passkey assertion', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const id = await seedLead(store, 'failed');

    const detail = (await get(app, `/leads/${id}`, cookie)).json();
    expect(detail).toMatchObject({
      id,
      state: 'failed',
      fields: validMessage,
      actions: { retry: ['email'] },
    });
    const eml = await get(app, `/leads/${id}/eml`, cookie);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.body).toContain('Subject:');
    expect(
      (await post(app, `/leads/${id}/retry`, { destination: 'email' }, cookie)).statusCode,
    ).toBe(200);
    await store.db.updateTable('console_sessions').set({ assertion_at: 0 }).execute();
    const refused = await post(app, `/leads/${id}/delete`, {}, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('reauth');
    expect((await get(app, `/leads/${id}`, cookie)).statusCode).toBe(200);
    expect((await get(app, '/leads/nope', cookie)).statusCode).toBe(404);
  });
});
