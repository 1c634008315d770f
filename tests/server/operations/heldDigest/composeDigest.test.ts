import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { composeDigest } from '../../../../server/operations/heldDigest';
import type { StoredLead } from '../../../../server/store/leads';

const held: StoredLead = {
  id: '20261125T151200000Z-3f2a9c',
  receivedAt: '2026-11-25T15:12:00.000Z',
  message: {
    name: 'Rank\u001b[2J Bot',
    email: 'growth@seo-wizards.example',
    phone: '555 0100',
    company: 'SEO Wizards',
    message: `Dear owner,\n\nwe will rank https://your-site.example on page one. ${'Guaranteed results. '.repeat(20)}`,
  },
  source: {
    page: 'https://www.example.com/contact',
    ip: '203.0.113.7',
    userAgent: 'x',
    javascript: true,
  },
  screen: {
    held: true,
    verdict: 'held',
    score: 12,
    reasons: [{ layer: 'content', points: 12, why: 'sells search ranking to us' }],
  },
  status: 'held',
  deliveries: {},
};

const period = {
  since: Date.parse('2026-11-24T15:00:00Z'),
  until: Date.parse('2026-11-25T15:00:00Z') + 3_600_000,
  timeZone: 'America/Phoenix',
};
const settings = {
  mailFrom: 'website@company.test',
  mailTo: ['leads@company.test'],
  siteUrl: 'https://www.example.com',
};

it('is plain text naming each held message, its reasons, 200 characters of it and the command that releases it', async () => {
  const mail = await simpleParser(await composeDigest([held], period, settings));

  expect(mail.subject).toBe('Spam digest: 1 contact message(s) held, not delivered');
  expect(mail.html).toBe(false);
  const text = mail.text ?? '';
  expect(text).toContain('between 2026-11-24 08:00 and 2026-11-25 09:00 (America/Phoenix time)');
  expect(text).toContain('1. Held 2026-11-25 08:12');
  expect(text).toContain('Name:    Rank\\x1b[2J Bot');
  expect(text).toContain('Email:   growth@seo-wizards[.]example');
  expect(text).toContain('Company: SEO Wizards');
  expect(text).toContain('Reasons: held, 12 points: sells search ranking to us (+12)');
  expect(text).toContain('Release: npm run outbox -- release 20261125T151200000Z-3f2a9c');
  // The console's held view for the office; the command above for the shell.
  expect(text).toContain('https://www.example.com/console/held');
  const quoted = /Message: (.*)$/m.exec(text)?.[1] ?? '';
  expect(
    quoted.startsWith('Dear owner, we will rank hxxps://your-site[.]example on page one.'),
  ).toBe(true);
  expect([...quoted.replace(/\[\.\]/g, '.').replace('hxxps', 'https')]).toHaveLength(201);
  expect(quoted.endsWith('…')).toBe(true);
  expect(text).not.toMatch(/https?:\/\/your-site/);
  expect(text).not.toContain('\u001b');
});

it('lists the fewest points first, where a held person would be, and at most 100 of a flood', async () => {
  const withScore = (score: number, index: number): StoredLead => ({
    ...held,
    id: `20261125T151200000Z-${String(index).padStart(6, '0')}`,
    screen: { ...held.screen, held: true, score, reasons: [] },
  });
  const flood = [30, 10, 12, ...Array.from({ length: 100 }, () => 40)].map(withScore);

  const text = (await simpleParser(await composeDigest(flood, period, settings))).text ?? '';

  const listed = [...text.matchAll(/outbox -- release (\S+)/g)].map((match) => match[1]);
  expect(listed.slice(0, 3)).toEqual([flood[1]?.id, flood[2]?.id, flood[0]?.id]);
  expect(listed).toHaveLength(100);
  expect(text).toContain('… and 3 more, with more points: npm run outbox -- list spam');
});
