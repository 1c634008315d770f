import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

it('leaves the proof of work off by default, 50,000 tries at most once on', () => {
  expect(loadConfig({})).toMatchObject({ spamProofOfWork: false, spamProofOfWorkMaxTries: 50_000 });
  expect(loadConfig({ SPAM_PROOF_OF_WORK: 'on' }).spamProofOfWork).toBe(true);
});

it.each([
  ['SPAM_PROOF_OF_WORK', 'yes', /SPAM_PROOF_OF_WORK="yes": expected on or off/],
  ['SPAM_PROOF_OF_WORK_MAX', '10', /SPAM_PROOF_OF_WORK_MAX="10": must be at least 1000/],
])('a bad %s=%s stops the server with an error naming it', (name, value, error) => {
  expect(() => loadConfig({ [name]: value })).toThrow(error);
});

it('refuses the proof of work with the screen off, which would never check it', () => {
  expect(() => loadConfig({ SPAM_PROOF_OF_WORK: 'on', SPAM_SCREEN: 'off' })).toThrow(
    /SPAM_PROOF_OF_WORK=on: .* SPAM_SCREEN=off/,
  );
});
