import { ApiError } from '../api/request';

/**
 * The sentence to show for a failure: the server's own, else `fallback` (a passkey prompt the
 * user closed throws the browser's NotAllowedError, whose text is not for people).
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
