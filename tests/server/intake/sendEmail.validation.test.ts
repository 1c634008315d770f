import { describe, expect, it } from 'vitest';
import { jsonBodyLimit } from '../../../server/routes/sendEmail';
import { buildTestApp, postJson, validMessage } from '../helper';
import { leadsIn, openStoreOf } from '../storeHelper';

const requiredFields = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  company: 'Please enter your company name.',
  message: 'Please enter a message.',
} as const;

describe('POST /api/send-email rejects what it cannot accept with a readable 4xx', () => {
  for (const [field, sentence] of Object.entries(requiredFields)) {
    it(`400 naming ${field} when it is missing or blank`, async () => {
      const { app, config } = await buildTestApp();
      const withoutField = Object.fromEntries(
        Object.entries(validMessage).filter(([name]) => name !== field),
      );

      for (const body of [withoutField, { ...validMessage, [field]: '   ' }]) {
        const response = await postJson(app, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: sentence, details: { [field]: sentence } });
      }
      expect(await leadsIn(await openStoreOf(config), 'pending')).toEqual([]);
    });
  }

  it('400 for an invalid e-mail address', async () => {
    const { app } = await buildTestApp();
    for (const email of ['jane', 'jane@', '@acme.test', 'jane@acme', 'jane doe@acme.test']) {
      const response = await postJson(app, { ...validMessage, email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Please enter a valid email address.' });
    }
  });

  it('lists every invalid field in details, the first one in error', async () => {
    const { app } = await buildTestApp();
    const response = await postJson(app, { email: 'nope', message: 'Hi' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Please enter your name.',
      details: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        phone: 'Please enter your phone number.',
        company: 'Please enter your company name.',
      },
    });
  });

  it('400 for fields over their maximum length', async () => {
    const { app } = await buildTestApp();
    const response = await postJson(app, { ...validMessage, name: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Your name must be at most 100 characters.' });
  });

  it('400 with a sentence for malformed, empty and non-object JSON', async () => {
    const { app } = await buildTestApp();
    const cases: [string, string][] = [
      ['{"name": "Jane",', 'The request body is not valid JSON.'],
      ['', 'The request body is empty.'],
      [
        '[1,2]',
        'Please send the message as a JSON object with name, email, phone, company and message.',
      ],
      [
        '"hello"',
        'Please send the message as a JSON object with name, email, phone, company and message.',
      ],
      [
        'null',
        'Please send the message as a JSON object with name, email, phone, company and message.',
      ],
      ['{"__proto__": {"admin": true}}', 'The request body is not valid JSON.'],
    ];
    for (const [payload, error] of cases) {
      const response = await postJson(app, undefined, { payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it('413 over the body limit', async () => {
    const { app } = await buildTestApp();
    const response = await postJson(app, { ...validMessage, message: 'x'.repeat(jsonBodyLimit) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/^The message is too large to send/);
  });

  it('accepts the longest valid message even in 3-byte UTF-8', async () => {
    const { app } = await buildTestApp();
    const response = await postJson(app, {
      name: '名'.repeat(100),
      email: 'jane@acme.test',
      phone: '+1 480 555 0100',
      company: '社'.repeat(120),
      message: '文'.repeat(5000),
    });
    expect(response.statusCode).toBe(202);
  });

  it('415 for any other content type, or none', async () => {
    const { app } = await buildTestApp();
    const error =
      'Please send the message as JSON (Content-Type: application/json) or as a form post.';
    for (const contentType of [
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/send-email',
        headers: contentType ? { 'content-type': contentType } : {},
        payload: contentType ? JSON.stringify(validMessage) : undefined,
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ error });
    }
  });
});
