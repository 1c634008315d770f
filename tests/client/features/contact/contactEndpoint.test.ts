import { describe, expect, it } from 'vitest';
import { parseApiBaseUrl } from '../../../../client/features/contact/contactEndpoint';

describe('VITE_API_BASE_URL', () => {
  it('is optional: unset or empty means same origin', () => {
    expect(parseApiBaseUrl(undefined)).toBe('');
    expect(parseApiBaseUrl('')).toBe('');
  });

  it('accepts an absolute http(s) origin or path, without trailing slash', () => {
    expect(parseApiBaseUrl('https://api.example.com/')).toBe('https://api.example.com');
    expect(parseApiBaseUrl('http://127.0.0.1:3000/relay')).toBe('http://127.0.0.1:3000/relay');
  });

  it.each([
    '/api',
    'api.example.com',
    'ftp://example.com',
    'https://example.com/?a=1',
    'javascript:alert(1)',
  ])('rejects %s, naming the variable', (raw) => {
    expect(() => parseApiBaseUrl(raw)).toThrow(/VITE_API_BASE_URL/);
  });
});
