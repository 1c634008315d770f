import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

it('keeps raw visit records 90 days by default, as the privacy page says', () => {
  expect(loadConfig({}).insightRetentionDays).toBe(90);
  expect(loadConfig({ INSIGHT_RETENTION_DAYS: '30' }).insightRetentionDays).toBe(30);
});

it('takes 30 beacons a minute from one address by default', () => {
  expect(loadConfig({}).insightBeaconsPerMinute).toBe(30);
  expect(loadConfig({ INSIGHT_BEACONS_PER_MINUTE: '600' }).insightBeaconsPerMinute).toBe(600);
  expect(() => loadConfig({ INSIGHT_BEACONS_PER_MINUTE: '0' })).toThrow(
    /^Invalid environment variable INSIGHT_BEACONS_PER_MINUTE="0": must be at least 1/,
  );
});

it.each(['0', 'three months', '-1', '36501'])(
  'a bad INSIGHT_RETENTION_DAYS=%s names the variable',
  (value) => {
    expect(() => loadConfig({ INSIGHT_RETENTION_DAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ INSIGHT_RETENTION_DAYS: value })).toThrow(
      /^Invalid environment variable INSIGHT_RETENTION_DAYS\b/,
    );
  },
);

it('takes 120 beacons a minute from all addresses together by default, and keeps totals 750 days', () => {
  expect(loadConfig({}).insightBeaconBudgetPerMinute).toBe(120);
  expect(
    loadConfig({ INSIGHT_BEACON_BUDGET_PER_MINUTE: '1000' }).insightBeaconBudgetPerMinute,
  ).toBe(1000);
  expect(loadConfig({}).insightTotalsRetentionDays).toBe(750);
  expect(loadConfig({ INSIGHT_TOTALS_RETENTION_DAYS: '90' }).insightTotalsRetentionDays).toBe(90);
  expect(() => loadConfig({ INSIGHT_BEACON_BUDGET_PER_MINUTE: '0' })).toThrow(
    /^Invalid environment variable INSIGHT_BEACON_BUDGET_PER_MINUTE="0": must be at least 1/,
  );
});

it('refuses daily totals kept for fewer days than the raw visit records they are rolled up from', () => {
  expect(() =>
    loadConfig({ INSIGHT_RETENTION_DAYS: '90', INSIGHT_TOTALS_RETENTION_DAYS: '30' }),
  ).toThrow(
    /^Invalid environment variable INSIGHT_TOTALS_RETENTION_DAYS=30: must not be less than INSIGHT_RETENTION_DAYS \(90\)/,
  );
  expect(() => loadConfig({ INSIGHT_RETENTION_DAYS: '1000' })).toThrow(
    /^Invalid environment variable INSIGHT_TOTALS_RETENTION_DAYS=750: must not be less than INSIGHT_RETENTION_DAYS \(1000\)/,
  );
});
