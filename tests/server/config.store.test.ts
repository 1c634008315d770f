import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const sharedSecret = 'one secret shared by every instance, 32+ chars';

describe('where the leads are kept', () => {
  it('DATA_DIR names the data folder, relative to the project or absolute', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).dataDir).toBe('/srv/data');
    expect(loadConfig({ DATA_DIR: 'var/data' }).dataDir).toMatch(/^\/.*\/var\/data$/);
  });

  it('OUTBOX_DIR, its old name, is still read; DATA_DIR wins when both are set', () => {
    expect(loadConfig({ OUTBOX_DIR: '/srv/outbox' }).dataDir).toBe('/srv/outbox');
    expect(loadConfig({ OUTBOX_DIR: '/srv/outbox', DATA_DIR: '/srv/data' }).dataDir).toBe(
      '/srv/data',
    );
  });

  it.each([
    'postgres://leads:secret@db.example.com:5432/leads',
    'postgresql://db.example.com/leads',
  ])('DATABASE_URL=%s puts the leads in PostgreSQL', (url) => {
    expect(loadConfig({ DATABASE_URL: url, FORM_TOKEN_SECRET: sharedSecret }).databaseUrl).toBe(
      url,
    );
  });

  it('refuses DATABASE_URL without FORM_TOKEN_SECRET in one line: each instance would sign with a secret of its own', () => {
    const url = 'postgres://leads:hunter2@db.example.com:5432/leads';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /^Invalid environment variable FORM_TOKEN_SECRET: required with DATABASE_URL, the same on every instance[^\n]*$/,
    );
    expect(() => loadConfig({ DATABASE_URL: url })).not.toThrow(/hunter2/);
  });

  it('an empty DATABASE_URL means SQLite in the data folder', () => {
    expect(loadConfig({ DATABASE_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    'mysql://leads:hunter2@db.example.com/leads',
    'https://leads:hunter2@db.example.com/leads',
    'leads:hunter2@db.example.com',
  ])('refuses DATABASE_URL=%s without echoing it, password and all', (url) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /^Invalid environment variable DATABASE_URL: expected postgres:\/\/user:password@host:port\/database$/,
    );
  });
});
