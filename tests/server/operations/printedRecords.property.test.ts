import fc from 'fast-check';
import { expect, it } from 'vitest';
import { consentRecordText } from '../../../server/operations/consentLookup';
import { insightReportText } from '../../../server/operations/insightCommand';
import type { InsightReport } from '../../../server/insight/report';
import type { ConsentRecord } from '../../../server/store/consents';

/** Whatever a client could send or a store could hold: every unit, line breaks of every kind. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom('\n', '\r', '\t', '\u2028', '\u2029', '\u0085', '\u001b', 'a'),
  }),
);

/** What a terminal or an editor may take for the end of a line. */
// eslint-disable-next-line no-control-regex -- vertical tab and form feed move to a new line too
const lineBreaks = /\r\n|[\n\r\u2028\u2029\u0085\u000b\u000c]/;
const linesOf = (text: string) => text.split(lineBreaks);

const ranked = fc.array(fc.record({ key: anyText, count: fc.nat() }), { maxLength: 4 });

interface Parts {
  topPages: InsightReport['topPages'];
  referrers: InsightReport['referrers'];
  campaigns: InsightReport['campaigns'];
  devices: InsightReport['devices'];
  leadsBySource: InsightReport['leadsBySource'];
  vitalPaths: string[];
}

const reportOf: fc.Arbitrary<Parts> = fc.record({
  topPages: ranked,
  referrers: ranked,
  campaigns: ranked,
  devices: ranked,
  leadsBySource: ranked,
  vitalPaths: fc.array(anyText, { maxLength: 3 }),
});

function report(parts: Parts): InsightReport {
  return {
    period: { from: '2026-11-25', to: '2026-11-25', days: 1 },
    days: [{ date: '2026-11-25', visitors: 1, pageViews: 1 }],
    topPages: parts.topPages,
    referrers: parts.referrers,
    campaigns: parts.campaigns,
    devices: parts.devices,
    funnel: { visits: 1, contactViews: 1, formStarted: 1, sent: 1, delivered: 1, held: 0 },
    leadsBySource: parts.leadsBySource,
    vitals: parts.vitalPaths.map((path) => ({
      path,
      lcp: { p75: 1000, rating: 'good', samples: 1 },
    })),
  };
}

/** The same report with every visitor's text made plain: how many lines it must print. */
const plain = (parts: Parts) => {
  const tame = (rows: { key: string; count: number }[]) =>
    rows.map((row) => ({ ...row, key: 'x' }));
  return report({
    topPages: tame(parts.topPages),
    referrers: tame(parts.referrers),
    campaigns: tame(parts.campaigns),
    devices: tame(parts.devices),
    leadsBySource: tame(parts.leadsBySource),
    vitalPaths: parts.vitalPaths.map(() => 'x'),
  });
};

it('npm run insight: whatever a key holds, each record stays on its own line', () => {
  fc.assert(
    fc.property(reportOf, (parts) => {
      const text = insightReportText(report(parts));
      expect(linesOf(text)).toHaveLength(linesOf(insightReportText(plain(parts))).length);
      expect(text.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    }),
  );
});

it('npm run outbox -- consent: whatever a record holds, each field stays on its own line', () => {
  const record = fc.record({
    leadId: anyText,
    givenAt: anyText,
    phone: anyText,
    email: anyText,
    version: fc.constant('unknown'),
    text: fc.constant(null),
    sha256: fc.constant(null),
    claimedVersion: fc.option(anyText, { nil: undefined }),
    page: anyText,
    ip: anyText,
    userAgent: anyText,
    javascript: fc.boolean(),
  });
  fc.assert(
    fc.property(record, (fields) => {
      const text = consentRecordText(fields as ConsentRecord);
      const lines = linesOf(text);
      expect(lines).toHaveLength(9);
      expect(lines.map((line) => line.slice(0, 16))).toEqual([
        'SMS opt-in for l',
        'Given at:       ',
        'Phone number:   ',
        'E-mail:         ',
        'Page:           ',
        'Sent:           ',
        'IP address:     ',
        'User agent:     ',
        'Consent text:   ',
      ]);
    }),
  );
});
