import { ApiError } from '../api/request';

/** The user declined the passkey check, so the action was not done (and needs no error shown). */
export class ReauthDeclined extends Error {
  constructor() {
    super('reauth declined');
    this.name = 'ReauthDeclined';
  }
}

/**
 * Runs a sensitive action. When the server answers 403 `reauth` (no passkey assertion in the last
 * five minutes), asks for one through `confirm` and runs the action once more; a second refusal
 * is the server's to explain, so it is thrown as it comes.
 */
export async function withReauth<T>(
  action: () => Promise<T>,
  confirm: () => Promise<boolean>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'reauth')) throw error;
    if (!(await confirm())) throw new ReauthDeclined();
    return action();
  }
}
