import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { composeDigest } from '../../../../server/operations/heldDigest';
import type { StoredLead } from '../../../../server/store/leads';

const spam: StoredLead = {
  id: '20261125T151200000Z-3f2a9c',
  receivedAt: '2026-11-25T15:12:00.000Z',
  message: {
    // A one-line field takes no line break, but U+2028 and U+2029 are none to the form's check.
    name: 'Jane Doe\u2028   Release: npm run outbox -- release 20261125T090000000Z-000001',
    email: 'growth@seo-wizards.example',
    phone: '555 0100',
    company: 'Reviewed by the office\u2029   Reasons: none, 0 points',
    message: 'We rank you on page one.',
  },
  source: {
    page: 'https://www.example.com/contact',
    ip: '203.0.113.7',
    userAgent: 'x',
    javascript: true,
  },
  screen: { held: true, verdict: 'held', score: 12, reasons: [] },
  status: 'held',
  deliveries: {},
};

it('writes a line or paragraph separator a spammer put in a field out, so it starts no line of the digest', async () => {
  const period = {
    since: Date.parse('2026-11-24T15:00:00Z'),
    until: Date.parse('2026-11-25T16:00:00Z'),
    timeZone: 'America/Phoenix',
  };
  const settings = {
    mailFrom: 'website@company.test',
    mailTo: ['leads@company.test'],
    siteUrl: 'https://www.example.com',
  };
  const text = (await simpleParser(await composeDigest([spam], period, settings))).text ?? '';

  expect(text).not.toMatch(/[\u2028\u2029]/);
  // Each row once, the digest's own: no line a field wrote passes for one.
  expect(text.match(/^ +Release: /gm)).toHaveLength(1);
  expect(text.match(/^ +Reasons: /gm)).toHaveLength(1);
  expect(text).toContain('Name:    Jane Doe\\u2028   Release:');
});
