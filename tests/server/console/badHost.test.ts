import { expect, it } from 'vitest';
import { describeEachEngine } from '../engines';
import { consoleApp } from './consoleHelper';

// A Host header no URL can hold is what a client sent: an answer, never a 500.
describeEachEngine('console requests with an unreadable Host', (engine) => {
  it('refuses a change from another origin with 403 and starts a sign-in on SITE_URL', async () => {
    const { app } = await consoleApp(engine);
    const signInOptions = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/console/api/signin/options',
        headers: { host: 'a b', 'content-type': 'application/json', ...headers },
        payload: '{}',
      });

    const fromElsewhere = await signInOptions({ origin: 'https://evil.example' });
    const sameOrigin = await signInOptions({ 'sec-fetch-site': 'same-origin' });

    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().code).toBe('cross-site');
    expect(sameOrigin.statusCode).toBe(200);
    expect(sameOrigin.json().options.rpId).toBe('localhost');
  });
});
