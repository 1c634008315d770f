import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The one place the Content-Security-Policy is defined. The prerendered pages load only
 * same-origin scripts, styles, fonts and images; if the build ever inlines a script or a style,
 * add its 'sha256-…' source to script-src or style-src here rather than loosening to 'unsafe-inline'.
 */
export const contentSecurityPolicyDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

export const helmetOptions: FastifyHelmetOptions = {
  // Only ours: helmet's defaults add upgrade-insecure-requests, which breaks plain-http local runs.
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
  frameguard: { action: 'deny' },
};
