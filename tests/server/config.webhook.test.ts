import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const secret = `whsec_${Buffer.from('a-secret-of-enough-bytes').toString('base64')}`;

it('without LEAD_WEBHOOK_URL there is no webhook', () => {
  expect(loadConfig({}).leadWebhook).toBeUndefined();
});

it('reads the URL and one or two space-separated secrets', () => {
  const config = loadConfig({
    LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks/leads',
    LEAD_WEBHOOK_SECRET: `${secret} ${secret.replace('a-', 'b-')}`,
  });
  expect(config.leadWebhook).toEqual({
    url: 'https://crm.example.com/hooks/leads',
    secrets: [secret, secret.replace('a-', 'b-')],
  });
});

it('refuses plain http:// with a clear message unless LEAD_WEBHOOK_ALLOW_HTTP=true', () => {
  const env = { LEAD_WEBHOOK_URL: 'http://crm.internal/hooks', LEAD_WEBHOOK_SECRET: secret };
  expect(() => loadConfig(env)).toThrow(
    /LEAD_WEBHOOK_URL: plain http:\/\/ would send every lead unencrypted; use https:\/\/, or set LEAD_WEBHOOK_ALLOW_HTTP=true/,
  );
  expect(loadConfig({ ...env, LEAD_WEBHOOK_ALLOW_HTTP: 'true' }).leadWebhook?.url).toBe(
    'http://crm.internal/hooks',
  );
});

it('needs a whsec_ secret with the URL, and never echoes it', () => {
  const url = 'https://crm.example.com/hooks';
  expect(() => loadConfig({ LEAD_WEBHOOK_URL: url })).toThrow(/LEAD_WEBHOOK_SECRET: required/);
  expect(() => loadConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: 'hunter2' })).toThrow(
    /^Invalid environment variable LEAD_WEBHOOK_SECRET: expected the CRM's secret as whsec_/,
  );
  expect(() => loadConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: 'hunter2' })).not.toThrow(
    /hunter2/,
  );
});
