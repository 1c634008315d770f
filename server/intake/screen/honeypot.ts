import { honeypotField } from '../../../client/features/contact/contactMessage';
import { sureReason, type ScreenReason } from './layers';

/** A posted field counts as filled unless absent, null or blank. */
export function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** The off-screen field people never see: filled only by bots that fill every input. */
export function isTrapped(fields: Record<string, unknown>): boolean {
  return isFilled(fields[honeypotField]);
}

export function honeypotReasons(fields: Record<string, unknown>): ScreenReason[] {
  return isTrapped(fields)
    ? [sureReason('honeypot', 'honeypot', 'the hidden field was filled')]
    : [];
}
