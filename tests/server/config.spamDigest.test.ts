import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

it('mails the digest at 8 in the morning, Arizona time, and alerts above 20 held messages an hour, by default', () => {
  expect(loadConfig({})).toMatchObject({
    spamDigestHour: 8,
    spamDigestTimeZone: 'America/Phoenix',
    spamHeldAlertPerHour: 20,
  });
});

it('takes another hour and time zone, or no digest at all', () => {
  expect(
    loadConfig({ SPAM_DIGEST_HOUR: '0', SPAM_DIGEST_TIME_ZONE: 'Europe/Berlin' }),
  ).toMatchObject({ spamDigestHour: 0, spamDigestTimeZone: 'Europe/Berlin' });
  expect(loadConfig({ SPAM_DIGEST_HOUR: 'off' })).toMatchObject({ spamDigestHour: undefined });
});

it.each([
  ['SPAM_DIGEST_HOUR', '24', /SPAM_DIGEST_HOUR="24": must be at most 23/],
  ['SPAM_DIGEST_HOUR', 'noon', /SPAM_DIGEST_HOUR="noon": expected an hour from 0 to 23, or off/],
  [
    'SPAM_DIGEST_TIME_ZONE',
    'Arizona',
    /SPAM_DIGEST_TIME_ZONE="Arizona": expected a time zone name like America\/Phoenix or UTC/,
  ],
  ['SPAM_HELD_ALERT_PER_HOUR', '0', /SPAM_HELD_ALERT_PER_HOUR="0": must be at least 1/],
])('a bad %s=%s stops the server with an error naming it', (name, value, error) => {
  expect(() => loadConfig({ [name]: value })).toThrow(error);
});
