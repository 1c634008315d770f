import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

it('screens by default: every layer, held at 10 points, marked at 5, 3 s, a generated token secret', () => {
  expect(loadConfig({})).toMatchObject({
    spamScreen: true,
    spamThreshold: 10,
    spamMarkThreshold: 5,
    spamLayersOff: [],
    spamMinSeconds: 3,
    formTokenSecret: undefined,
  });
});

it.each([
  ['SPAM_SCREEN', 'no', /SPAM_SCREEN="no": expected on or off/],
  ['SPAM_THRESHOLD', '0', /SPAM_THRESHOLD="0": must be at least 1/],
  ['SPAM_MARK_THRESHOLD', 'five', /SPAM_MARK_THRESHOLD="five": expected a whole number/],
  [
    'SPAM_LAYERS_OFF',
    'token,captcha',
    /SPAM_LAYERS_OFF="token,captcha": expected a comma list of token, timing, honeypot, content, campaign/,
  ],
  ['SPAM_MIN_SECONDS', '1.5', /SPAM_MIN_SECONDS="1.5": expected a whole number/],
  // The form posts a token it fetched 5 s after it arrived: a longer minimum holds its own visitors.
  [
    'SPAM_MIN_SECONDS',
    '6',
    /SPAM_MIN_SECONDS="6": must be at most 5: the site's form posts a token it fetched 5 s after it arrived/,
  ],
])('a bad %s=%s stops the server with an error naming it', (name, value, error) => {
  expect(() => loadConfig({ [name]: value })).toThrow(error);
});

it('marks short of holding: SPAM_MARK_THRESHOLD above SPAM_THRESHOLD stops the server, and a threshold under 5 lowers the default mark with it', () => {
  expect(() => loadConfig({ SPAM_THRESHOLD: '8', SPAM_MARK_THRESHOLD: '9' })).toThrow(
    /SPAM_MARK_THRESHOLD=9: must not exceed SPAM_THRESHOLD \(8\)/,
  );
  expect(loadConfig({ SPAM_THRESHOLD: '4' })).toMatchObject({
    spamThreshold: 4,
    spamMarkThreshold: 4,
  });
  expect(loadConfig({ SPAM_MARK_THRESHOLD: '10' })).toMatchObject({ spamMarkThreshold: 10 });
});

it('refuses a short FORM_TOKEN_SECRET without echoing it', () => {
  expect(() => loadConfig({ FORM_TOKEN_SECRET: 'hunter2' })).toThrow(
    /^Invalid environment variable FORM_TOKEN_SECRET: expected at least 32 characters/,
  );
  expect(() => loadConfig({ FORM_TOKEN_SECRET: 'hunter2' })).not.toThrow(/hunter2/);
});
