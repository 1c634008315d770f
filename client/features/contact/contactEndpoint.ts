const baseUrlVariable = 'VITE_API_BASE_URL';

/**
 * Checked when the module loads, so a bad value fails the prerender at build time instead of
 * shipping a form that posts nowhere.
 */
export function parseApiBaseUrl(raw: string | undefined): string {
  if (!raw) return '';
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(
      `${baseUrlVariable} must be an absolute http(s) URL without query or fragment, e.g. https://api.example.com (got "${raw}")`,
    );
  }
  return raw.replace(/\/+$/, '');
}

const apiBaseUrl = parseApiBaseUrl(import.meta.env.VITE_API_BASE_URL);

/** Used by both the script (fetch) and the no-JS form post (action). */
export const contactEndpoint = `${apiBaseUrl}/api/send-email`;

/** A fresh form token, for a form whose page had none or an old one. */
export const formTokenEndpoint = `${apiBaseUrl}/api/form-token`;
