import { isValid } from 'mailchecker';
import type { ScreenReason } from './layers';
import { points } from './weights';

/** mailchecker's maintained list of throwaway-address domains (and its own syntax check). */
export function disposableEmailReasons(email: string): ScreenReason[] {
  return isValid(email)
    ? []
    : [{ layer: 'content', points: points.disposableEmail, why: 'a disposable e-mail domain' }];
}
