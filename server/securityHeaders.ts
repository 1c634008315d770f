import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { noInlineCspSources, type BuildCspSources } from './routes/staticFiles';

/**
 * sonner (the contact form's notifications) injects its stylesheet as a <style> element, first
 * empty and then filled, with no way to turn that off. tests/server/securityHeaders.sonner.test.ts
 * recomputes the second hash from the installed sonner, so an upgrade fails loudly with the new one.
 */
export const sonnerStyleHashes = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
];

/**
 * A site built with an absolute VITE_API_BASE_URL fetches and posts its form there; with only
 * 'self' its own CSP would block both. The prerender writes these beside the inline hashes.
 */
export function apiCspSources(
  contactEndpoint: string,
): Pick<BuildCspSources, 'connect-src' | 'form-action'> {
  if (!URL.canParse(contactEndpoint)) return {};
  const { origin } = new URL(contactEndpoint);
  return { 'connect-src': [origin], 'form-action': [origin] };
}

const notSecurityHeaders = new Set(['content-type', 'content-length', 'date', 'connection']);

/**
 * @fastify/helmet's headers, computed once per app. Registered directly it rebuilds its
 * middleware on every request, measured at ~75 µs of CPU each (as much as serving the page
 * itself); set from this constant the same headers cost ~13 µs.
 */
export async function helmetHeaders(
  inline: BuildCspSources = noInlineCspSources,
): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, {
    // Only ours: helmet's defaults add upgrade-insecure-requests, which breaks plain-http local runs.
    contentSecurityPolicy: {
      useDefaults: false,
      // The one place the Content-Security-Policy is defined. The prerendered pages load only
      // same-origin scripts, styles, fonts and images, plus one inline boot script and one inline
      // stylesheet, which the build allows by hash (`inline`) rather than by 'unsafe-inline'.
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inline['script-src']],
        'style-src': ["'self'", ...inline['style-src'], ...sonnerStyleHashes],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...(inline['connect-src'] ?? [])],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", ...(inline['form-action'] ?? [])],
        'object-src': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Any opener policy but the default makes every arrival from another page swap browsing
    // context groups, a fresh renderer and V8 context before the first paint. On a blank page
    // under Lighthouse's mobile throttling that alone measured a median Total Blocking Time of
    // 71 ms with the header and 10 ms without. The site keeps no per-visitor state for an opener
    // to probe, and frame-ancestors/X-Frame-Options already stop framing.
    crossOriginOpenerPolicy: false,
  });
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) =>
      notSecurityHeaders.has(name) ? [] : [[name, String(value)]],
    ),
  );
}
