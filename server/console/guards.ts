import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode, User } from '../../client/console/api/types';
import type { SessionLimits } from '../config';
import type { Store } from '../store/store';
import { audit } from '../store/audit';
import { servedOrigin } from './ceremonies';
import { recentAssertionMs, resumeSession, type Session } from './sessions';

/** An answer the console shows as is: a sentence and a code the client acts on. */
export class ConsoleError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Who may call a route: anyone (the sign-in ceremony), a signed-in member, or an owner only. */
type Access = 'anyone' | 'member' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** needs a passkey assertion within the last 5 minutes */
    sensitive?: boolean;
  }
  interface FastifyRequest {
    consoleSession?: Session;
  }
}

export interface CookieSettings {
  name: string;
  /** the attributes after the value */
  attributes: string;
}

/**
 * In production (SITE_URL https) the cookie is Secure with the __Host- prefix, which the
 * browser only accepts Secure, host-only and on Path=/.
 */
export function cookieSettings(siteUrl: string, absoluteMs: number): CookieSettings {
  const secure = new URL(siteUrl).protocol === 'https:';
  const maxAge = Math.floor(absoluteMs / 1000);
  return {
    name: secure ? '__Host-console-session' : 'console-session',
    attributes: `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`,
  };
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function setSessionCookie(reply: FastifyReply, cookie: CookieSettings, token: string) {
  reply.header('set-cookie', `${cookie.name}=${token}; ${cookie.attributes}`);
}

export function clearSessionCookie(reply: FastifyReply, cookie: CookieSettings) {
  reply.header(
    'set-cookie',
    `${cookie.name}=; ${cookie.attributes.replace(/Max-Age=\d+/, 'Max-Age=0')}`,
  );
}

/**
 * A change must come from the console's own pages: the Origin the browser sends is the origin
 * served (or SITE_URL's), or, without an Origin, Sec-Fetch-Site says same-origin. A request
 * proving neither (another site's form, a script elsewhere, a bare curl) changes nothing.
 */
export function isSameOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const { origin } = request.headers;
  if (origin !== undefined) {
    return origin === servedOrigin(request)?.origin || origin === new URL(siteUrl).origin;
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * Whether a parsed query, path or JSON body holds a NUL character anywhere, keys included:
 * PostgreSQL's text cannot store or compare one. Walked without recursion, however deep the JSON.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner);
    }
  }
  return false;
}

interface SessionSettings {
  store: Store;
  cookie: CookieSettings;
  limits: SessionLimits;
}

/** The session the request's cookie names, while it lasts; undefined when none does. */
export async function sessionOf(
  request: FastifyRequest,
  { store, cookie, limits }: SessionSettings,
): Promise<Session | undefined> {
  const token = readCookie(request, cookie.name);
  return token ? resumeSession(store, token, limits) : undefined;
}

/** The signed-in session for a route that needs one, checked against its access and freshness. */
export async function checkAccess(
  request: FastifyRequest,
  settings: SessionSettings,
): Promise<void> {
  const { store } = settings;
  const { access = 'member', sensitive = false } = request.routeOptions.config;
  if (access === 'anyone') return;
  const session = await sessionOf(request, settings);
  if (!session) {
    throw new ConsoleError(401, 'signin', 'Your session has ended. Please sign in again.');
  }
  request.consoleSession = session;
  if (access === 'owner' && session.user.role !== 'owner') {
    await audit(store, {
      actor: session.user.email,
      action: `${request.method} ${request.routeOptions.url ?? ''}`,
      detail: 'owner only',
      result: 'refused',
    });
    throw new ConsoleError(403, 'forbidden', 'Only an owner can do this.');
  }
  if (sensitive && Date.now() - session.assertionAt > recentAssertionMs) {
    throw new ConsoleError(
      403,
      'reauth',
      'Please confirm with your passkey: this needs a passkey check within the last 5 minutes.',
    );
  }
}

export function signedIn(request: FastifyRequest): Session {
  const session = request.consoleSession;
  if (!session) throw new ConsoleError(401, 'signin', 'Please sign in.');
  return session;
}

/** The user as the client sees it: recentAssertionUntil in ms, null when none is recent. */
export function userView(session: Pick<Session, 'user' | 'assertionAt'>, now = Date.now()): User {
  const until = session.assertionAt + recentAssertionMs;
  return {
    email: session.user.email,
    role: session.user.role,
    recentAssertionUntil: until > now ? until : null,
  };
}
