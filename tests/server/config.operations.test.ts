import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('operations settings', () => {
  it('default to the privacy page’s 24 months, 30 days of spam, loopback metrics, alerts after an hour', () => {
    expect(loadConfig({})).toMatchObject({
      retentionDays: 730,
      spamRetentionDays: 30,
      metricsAllow: ['127.0.0.1', '::1'],
      alertAfterMinutes: 60,
      alertWebhookUrl: undefined,
    });
  });

  it('keeps spam no longer than everything else when only RETENTION_DAYS is set', () => {
    expect(loadConfig({ RETENTION_DAYS: '7' }).spamRetentionDays).toBe(7);
  });

  it('refuses a spam retention longer than RETENTION_DAYS', () => {
    expect(() => loadConfig({ RETENTION_DAYS: '30', SPAM_RETENTION_DAYS: '60' })).toThrow(
      /^Invalid environment variable SPAM_RETENTION_DAYS=60: must not exceed RETENTION_DAYS \(30\)/,
    );
  });

  it.each([
    ['RETENTION_DAYS', '0'],
    ['RETENTION_DAYS', '24 months'],
    ['SPAM_RETENTION_DAYS', '-1'],
    ['METRICS_ALLOW', 'localhost'],
    ['METRICS_ALLOW', '10.0.0.0/33'],
    ['METRICS_ALLOW', '127.0.0.1/8/1'],
    ['ALERT_AFTER_MINUTES', '0'],
    ['ALERT_WEBHOOK_URL', 'ftp://hooks.example.com/x'],
  ])('a bad %s=%s stops with an error naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}\\b`),
    );
  });

  it('never echoes the webhook URL, whose path is its password', () => {
    expect(() =>
      loadConfig({ ALERT_WEBHOOK_URL: 'ftp://hooks.example.com/T0/secret-token' }),
    ).toThrow(/^Invalid environment variable ALERT_WEBHOOK_URL: (?!.*secret-token)/);
  });
});
