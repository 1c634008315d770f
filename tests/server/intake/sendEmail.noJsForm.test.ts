import { describe, expect, it } from 'vitest';
import { jsonBodyLimit } from '../../../server/routes/sendEmail';
import { buildTestApp, validMessage } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function formPost(fields: Record<string, string>) {
  return {
    method: 'POST' as const,
    url: '/api/send-email',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: browserAccept },
    payload: new URLSearchParams(fields).toString(),
  };
}

describe('the contact form posted without JavaScript', () => {
  it('stores the message and answers with a page saying it was sent', async () => {
    const { app, config } = await buildTestApp();

    const response = await app.inject(formPost({ ...validMessage, website: '', terms: 'on' }));

    expect(response.statusCode).toBe(202);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1 class="text-3xl">Message sent successfully!</h1>');
    expect(response.body).not.toMatch(/<script|style=/);
    expect(await leadsIn(await openStoreOf(config), 'pending')).toHaveLength(1);
  });

  it('requires the terms to be accepted', async () => {
    const { app, config } = await buildTestApp();

    const response = await app.inject(formPost(validMessage));

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<li>Please accept the Terms &amp; Conditions</li>');
    expect(response.body).toContain('href="/contact"');
    expect(await leadsIn(await openStoreOf(config), 'pending')).toEqual([]);
  });

  it('lists every problem, escaped, with a link back to the form', async () => {
    const { app } = await buildTestApp();

    const response = await app.inject(formPost({ name: '<b>x</b>', email: 'bad', terms: 'on' }));

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<li>Please enter a valid email address.</li>');
    expect(response.body).toContain('<li>Please enter a message.</li>');
    expect(response.body).toContain(
      '<a class="font-medium text-primary-dark underline" href="/contact">',
    );
  });

  it('answers JSON to the same post from a script that asks for JSON', async () => {
    const { app } = await buildTestApp();
    const request = formPost(validMessage);

    const response = await app.inject({
      ...request,
      headers: { ...request.headers, accept: 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Please accept the Terms & Conditions',
      details: { terms: 'Please accept the Terms & Conditions' },
    });
  });

  it('answers body-limit and rate-limit errors with a page too', async () => {
    const { app } = await buildTestApp({ rateLimitMax: 1 });

    const tooLarge = await app.inject(
      formPost({ ...validMessage, message: 'x'.repeat(3 * jsonBodyLimit), terms: 'on' }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toContain('<li>The message is too large to send.');

    await app.inject(formPost({ ...validMessage, terms: 'on' }));
    const limited = await app.inject(formPost({ ...validMessage, terms: 'on' }));
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('<li>Too many messages from your network.');
  });
});
