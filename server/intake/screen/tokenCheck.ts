import { formTokenLifetimeMs } from '../../../client/features/contact/formToken';
import type { TokenReading } from './formToken';
import type { ScreenReason } from './layers';
import { points } from './weights';

/** A token from a few seconds in the future is clock jitter between instances, not a forgery. */
const allowedClockSkewMs = 5_000;

export function tokenReasons(reading: TokenReading, now: number): ScreenReason[] {
  if (reading.kind === 'missing') {
    return [{ layer: 'token', points: points.tokenMissing, why: 'no form token' }];
  }
  if (reading.kind === 'forged' || reading.issuedAt > now + allowedClockSkewMs) {
    return [
      { layer: 'token', points: points.tokenForged, why: 'a form token the server never signed' },
    ];
  }
  const ageMinutes = Math.round((now - reading.issuedAt) / 60_000);
  return now - reading.issuedAt > formTokenLifetimeMs
    ? [
        {
          layer: 'token',
          points: points.tokenExpired,
          why: `a form token ${ageMinutes} minutes old`,
          unsure: true,
        },
      ]
    : [];
}

export function timingReasons(reading: TokenReading, now: number, minMs: number): ScreenReason[] {
  if (reading.kind !== 'signed') return [];
  const elapsedMs = now - reading.issuedAt;
  return elapsedMs < minMs
    ? [
        {
          layer: 'timing',
          points: points.tooFast,
          why: `sent ${(Math.max(0, elapsedMs) / 1000).toFixed(1)} s after the form was served`,
        },
      ]
    : [];
}
