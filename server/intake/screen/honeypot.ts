import { honeypotField } from '../../../client/features/contact/contactMessage';
import type { ScreenReason } from './layers';
import { points } from './weights';

/** The off-screen field people never see: filled only by bots that fill every input. */
export function isTrapped(fields: Record<string, unknown>): boolean {
  const value = fields[honeypotField];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

export function honeypotReasons(fields: Record<string, unknown>): ScreenReason[] {
  return isTrapped(fields)
    ? [{ layer: 'honeypot', points: points.honeypot, why: 'the hidden field was filled' }]
    : [];
}
