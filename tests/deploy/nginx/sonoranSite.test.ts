/**
 * deploy/nginx/sonoran-site.conf for real: Debian's nginx on loopback ports with a certificate made
 * by openssl now, in front of the compiled server with TRUST_PROXY set to the proxy's address.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyLimit } from '../../../server/routes/sendEmail';
import { validMessage, waitFor } from '../../server/helper';
import {
  answerOf,
  proxyBodyLimit,
  siteHost,
  startSiteBehindNginx,
  type SiteBehindNginx,
} from '../support/nginxSite';

describe('the nginx site in front of the compiled server', { timeout: 20_000 }, () => {
  let running: SiteBehindNginx | undefined;
  const site = () => {
    if (!running) throw new Error('the site did not start');
    return running;
  };

  beforeAll(async () => {
    running = await startSiteBehindNginx({ rateLimitMax: 2 });
  }, 30_000);

  afterAll(async () => {
    await running?.stop();
  });

  it('serves pages over HTTP/2 with the server’s CSP and other security headers, plus one HSTS header', async () => {
    // The same request both ways, so the same precompressed file answers.
    const acceptEncoding = 'br, gzip';
    const { server, site: ports, ca } = site();
    const direct = await fetch(`${server.origin}/services`, {
      headers: { 'accept-encoding': acceptEncoding },
    });
    const session = connect(`https://127.0.0.1:${ports.httpsPort}`, { ca, servername: siteHost });
    try {
      const proxied = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        const stream = session.request({
          ':path': '/services',
          ':authority': siteHost,
          'accept-encoding': acceptEncoding,
        });
        stream.on('response', (headers) => {
          stream.resume();
          resolve(headers);
        });
        stream.on('error', reject);
        stream.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(proxied[':status']).toBe(200);
      expect(proxied['content-security-policy']).toContain("default-src 'self'");
      expect(proxied['content-encoding']).toBe('br');
      const hopByHop = new Set(['date', 'connection', 'keep-alive', 'strict-transport-security']);
      for (const [name, value] of direct.headers) {
        if (!hopByHop.has(name)) expect.soft(proxied[name], name).toBe(value);
      }
      expect(proxied['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      session.close();
    }
  });

  it('redirects HTTP to the same URL on HTTPS, except ACME challenges', async () => {
    const { site: ports } = site();
    await mkdir(join(ports.acmeRoot, '.well-known/acme-challenge'), { recursive: true });
    await writeFile(join(ports.acmeRoot, '.well-known/acme-challenge/token'), 'proof');
    const overHttp = (path: string) =>
      answerOf(
        httpRequest({
          host: '127.0.0.1',
          port: ports.httpPort,
          path,
          headers: { host: siteHost },
        }),
      );

    const page = await overHttp('/services?ref=ad');
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`https://${siteHost}/services?ref=ad`);
    const challenge = await overHttp('/.well-known/acme-challenge/token');
    expect(challenge.status).toBe(200);
    expect(challenge.body).toBe('proof');
  });

  it('relays a contact message posted through the proxy to the SMTP server', async () => {
    const { postMessage, sink } = site();
    const answer = await postMessage({ ...validMessage, name: 'Through Nginx' }, '127.0.0.1');

    expect(answer.status).toBe(202);
    await waitFor(() => sink.received.some((mail) => mail.raw.includes('Through Nginx')), 10_000);
  });

  it('counts the rate limit per visitor address, whatever X-Forwarded-For a visitor sends', async () => {
    const { postMessage } = site();
    const first = '127.0.0.2';
    expect((await postMessage(validMessage, first)).status).toBe(202);
    expect((await postMessage(validMessage, first)).status).toBe(202);
    expect((await postMessage(validMessage, first)).status).toBe(429);
    const spoofed = await postMessage(validMessage, first, { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.status).toBe(429);

    expect((await postMessage(validMessage, '127.0.0.3')).status).toBe(202);
  });

  it('passes the largest body the API accepts and refuses a larger one at the proxy; the server refuses an oversized message itself', async () => {
    const { postMessage, viaHttps } = site();
    const limit = await proxyBodyLimit();
    const formPost = (bytes: number) =>
      viaHttps('/api/send-email', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `message=${'x'.repeat(bytes - 'message='.length)}`,
        from: '127.0.0.4',
      });

    // Reaches the server, which is refusing its content (no name, e-mail…), not its size.
    expect((await formPost(limit)).status).toBe(400);
    const atProxy = await formPost(limit + 1);
    expect(atProxy.status).toBe(413);
    expect(atProxy.body).toContain('413 Request Entity Too Large');

    // The server answers 413 before reading such a body and closes the connection; had nginx
    // not sent it in one write, about 1 in 50 of these became a 502.
    const tooLong = { ...validMessage, message: 'x'.repeat(jsonBodyLimit) };
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const atServer = await postMessage(tooLong, '127.0.0.4');
      expect(atServer.status).toBe(413);
      expect(JSON.parse(atServer.body)).toEqual({
        error: expect.stringContaining('The message is too large to send.'),
      });
    }
  });
});
