import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has working defaults, so `npm start` needs no set-up', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      smtpUrl: undefined,
      mailTo: ['hello@sonorantechpartners.com'],
      mailFrom: 'hello@sonorantechpartners.com',
      rateLimitMax: 5,
      rateLimitWindowMs: 600_000,
      corsOrigins: [],
      siteUrl: 'https://www.sonorantechpartners.com',
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\/var\/outbox$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.staticDir).toMatch(/\/dist\/client$/);
  });

  it('parses every variable, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_TO: 'sales@example.com, ceo@example.com',
      MAIL_FROM: 'web@example.com',
      RETENTION_DAYS: '365',
      SPAM_RETENTION_DAYS: '14',
      CONSENT_RETENTION_DAYS: '2000',
      INSIGHT_RETENTION_DAYS: '30',
      INSIGHT_BEACONS_PER_MINUTE: '240',
      METRICS_ALLOW: '10.0.0.0/8, ::1',
      ALERT_AFTER_MINUTES: '15',
      ALERT_WEBHOOK_URL: 'https://hooks.example.com/T000/B000/XXXX',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://leads:secret@db.example.com:5432/leads',
      RATE_LIMIT_MAX: '20',
      RATE_LIMIT_WINDOW_MS: '60000',
      CORS_ORIGINS: 'https://a.example.com,http://localhost:5173',
      SITE_URL: 'https://example.com/',
      STATIC_DIR: '/srv/site',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SPAM_SCREEN: 'off',
      SPAM_THRESHOLD: '12',
      SPAM_MARK_THRESHOLD: '6',
      SPAM_LAYERS_OFF: 'campaign, content',
      SPAM_MIN_SECONDS: '2',
      SPAM_PROOF_OF_WORK_MAX: '20000',
      SPAM_DIGEST_HOUR: '7',
      SPAM_DIGEST_TIME_ZONE: 'America/Chicago',
      SPAM_HELD_ALERT_PER_HOUR: '50',
      FORM_TOKEN_SECRET: 'k'.repeat(32),
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailTo: ['sales@example.com', 'ceo@example.com'],
      mailFrom: 'web@example.com',
      retentionDays: 365,
      spamRetentionDays: 14,
      consentRetentionDays: 2000,
      insightRetentionDays: 30,
      insightBeaconsPerMinute: 240,
      metricsAllow: ['10.0.0.0/8', '::1'],
      alertAfterMinutes: 15,
      alertWebhookUrl: 'https://hooks.example.com/T000/B000/XXXX',
      dataDir: '/srv/data',
      databaseUrl: 'postgres://leads:secret@db.example.com:5432/leads',
      rateLimitMax: 20,
      rateLimitWindowMs: 60_000,
      corsOrigins: ['https://a.example.com', 'http://localhost:5173'],
      siteUrl: 'https://example.com',
      staticDir: '/srv/site',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      spamScreen: false,
      spamThreshold: 12,
      spamMarkThreshold: 6,
      spamLayersOff: ['campaign', 'content'],
      spamMinSeconds: 2,
      formTokenSecret: 'k'.repeat(32),
      spamProofOfWork: false,
      spamProofOfWorkMaxTries: 20_000,
      spamDigestHour: 7,
      spamDigestTimeZone: 'America/Chicago',
      spamHeldAlertPerHour: 50,
      consoleDir: expect.stringMatching(/dist\/console$/),
      consoleIdleMinutes: 30,
      consoleSessionHours: 12,
    });
    expect(loadConfig({ SMTP_URL: '', TRUST_PROXY: '' })).toMatchObject({
      smtpUrl: undefined,
      trustProxy: false,
    });
  });

  it.each([
    ['false', false],
    ['2', 2],
    ['192.0.2.10', ['192.0.2.10']],
    ['10.0.0.0/8, 2001:db8::/32', ['10.0.0.0/8', '2001:db8::/32']],
  ])('TRUST_PROXY=%s is read as %j', (raw, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(trustProxy);
  });

  it('refuses TRUST_PROXY=true, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid environment variable TRUST_PROXY="true": .*any visitor.*set the proxy's addresses .*or the number of proxies/,
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_TO', 'sales'],
    ['MAIL_FROM', 'web@'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_WINDOW_MS', '1.5'],
    ['CORS_ORIGINS', 'https://a.example.com/path'],
    ['SITE_URL', 'example.com'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '0'],
  ])('a bad %s=%s stops with an error naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}\\b`),
    );
  });

  it('never echoes the SMTP password in the error', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:hunter2@host' })).toThrow(
      /^Invalid environment variable SMTP_URL: (?!.*hunter2)/,
    );
  });
});
