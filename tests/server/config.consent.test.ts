import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

it('keeps consent records five years by default, as the privacy page says', () => {
  expect(loadConfig({}).consentRetentionDays).toBe(1826);
  expect(loadConfig({ CONSENT_RETENTION_DAYS: '3650' }).consentRetentionDays).toBe(3650);
});

it('refuses a consent retention shorter than the leads it proves', () => {
  expect(() => loadConfig({ RETENTION_DAYS: '730', CONSENT_RETENTION_DAYS: '365' })).toThrow(
    /^Invalid environment variable CONSENT_RETENTION_DAYS=365: must not be less than RETENTION_DAYS \(730\)/,
  );
});

it.each(['0', 'five years', '-1'])(
  'a bad CONSENT_RETENTION_DAYS=%s names the variable',
  (value) => {
    expect(() => loadConfig({ CONSENT_RETENTION_DAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ CONSENT_RETENTION_DAYS: value })).toThrow(
      /^Invalid environment variable CONSENT_RETENTION_DAYS\b/,
    );
  },
);
