import { formTokenLifetimeMs } from '../../../client/features/contact/formToken';
import type { TokenReading } from './formToken';
import { sureReason, unsureReason, type ScreenReason } from './layers';

/** A token from a few seconds in the future is clock jitter between instances, not a forgery. */
const allowedClockSkewMs = 5_000;

export function tokenReasons(reading: TokenReading, now: number): ScreenReason[] {
  if (reading.kind === 'missing') {
    return [sureReason('token', 'tokenMissing', 'no form token')];
  }
  if (reading.kind === 'forged' || reading.issuedAt > now + allowedClockSkewMs) {
    return [sureReason('token', 'tokenForged', 'a form token the server never signed')];
  }
  const ageMinutes = Math.round((now - reading.issuedAt) / 60_000);
  return now - reading.issuedAt > formTokenLifetimeMs
    ? [unsureReason('token', 'tokenExpired', `a form token ${ageMinutes} minutes old`)]
    : [];
}

export function timingReasons(reading: TokenReading, now: number, minMs: number): ScreenReason[] {
  if (reading.kind !== 'signed') return [];
  const elapsedMs = now - reading.issuedAt;
  return elapsedMs < minMs
    ? [
        sureReason(
          'timing',
          'tooFast',
          `sent ${(Math.max(0, elapsedMs) / 1000).toFixed(1)} s after the form was served`,
        ),
      ]
    : [];
}
