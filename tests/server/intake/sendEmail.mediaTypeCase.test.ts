import { describe, expect, it } from 'vitest';
import { readLead } from '../../../server/store/leads';
import { buildTestApp, validMessage } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';

// Media types are case-insensitive (RFC 9110 §8.3.1): a form post is one however it is spelled.
describe('a form post whose Content-Type is written in capitals', () => {
  it('is the no-JS form: the terms box is required', async () => {
    const { app, config } = await buildTestApp();

    const response = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'content-type': 'Application/X-WWW-Form-URLEncoded', accept: 'application/json' },
      payload: new URLSearchParams(validMessage).toString(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: { terms: expect.any(String) } });
    expect(await leadsIn(await openStoreOf(config), 'pending')).toEqual([]);
  });

  it('is stored as sent without JavaScript', async () => {
    const { app, config } = await buildTestApp();

    const response = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'content-type': 'APPLICATION/X-WWW-FORM-URLENCODED', accept: 'application/json' },
      payload: new URLSearchParams({ ...validMessage, terms: 'on' }).toString(),
    });

    expect(response.statusCode).toBe(202);
    const lead = await readLead(await openStoreOf(config), response.json<{ id: string }>().id);
    expect(lead?.source.javascript).toBe(false);
  });
});
