import { commonCopy } from '../content/common';
import type { ApiErrorCode } from './types';

/** An answer other than 2xx, with the server's own sentence (contract: `{ error, code? }`). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const apiBase = '/console/api';

const signedOutListeners = new Set<() => void>();

/** Called whenever the server says the session is gone (401), wherever the request came from. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Tells every listener the session is gone (a 401, or the lead feed refused for want of one). */
export function signedOut(): void {
  for (const listener of signedOutListeners) listener();
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  const message = typeof error === 'string' && error ? error : commonCopy.failed(response.status);
  return new ApiError(
    message,
    response.status,
    typeof code === 'string' ? (code as ApiErrorCode) : undefined,
  );
}

/** The raw answer of a console API call, thrown as an ApiError unless it is 2xx. */
export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(commonCopy.offline, 0);
  }
  if (response.ok) return response;
  const error = await errorOf(response);
  if (response.status === 401) signedOut();
  throw error;
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await request(path, signal ? { signal } : {});
  return (await response.json()) as T;
}

/** Every change is a same-origin JSON POST with a body (`{}` at least), as the server requires. */
export async function postJson<T>(path: string, body: object = {}): Promise<T> {
  const response = await request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}
