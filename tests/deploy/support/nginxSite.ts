import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http2';
import type { ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, portOpen } from '../../bench/freePort';
import { startSmtpSink, type SmtpSink } from '../../server/helper';
import { programPath } from '../../testCommand/debianPackages';
import { projectRoot } from './dockerfile';
import { startServedProcess, type ServedProcess } from './servedProcess';

const run = promisify(execFile);

const siteConfigPath = join(projectRoot, 'deploy/nginx/sonoran-site.conf');
export const siteHost = 'www.sonorantechpartners.com';

/** A self-signed certificate for the site's names, made now, valid for a day. */
async function selfSignedCertificate(dir: string): Promise<{ cert: string; key: string }> {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  await run(programPath('openssl'), [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${siteHost}`,
    '-addext',
    `subjectAltName=DNS:${siteHost},DNS:sonorantechpartners.com`,
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

interface LocalSite {
  httpPort: number;
  httpsPort: number;
  nodePort: number;
  cert: string;
  key: string;
  acmeRoot: string;
}

/** The site's client_max_body_size in bytes. */
export async function proxyBodyLimit(): Promise<number> {
  const size = /client_max_body_size (\d+)k;/.exec(await readFile(siteConfigPath, 'utf8'));
  if (!size) throw new Error('No client_max_body_size <n>k; in the nginx site');
  return Number(size[1]) * 1024;
}

function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1)
    throw new Error(`Expected "${from}" once in the nginx site, found it ${count} times`);
  return text.replace(from, to);
}

/**
 * The site file's commented-out block for a CDN in front of nginx, enabled with `cdnAddress` as
 * the CDN's range: what README tells an operator to do.
 */
export function trustingCdn(siteConfig: string, cdnAddress: string): string {
  return [
    ['# set_real_ip_from 192.0.2.0/24;', `set_real_ip_from ${cdnAddress};`],
    ['# real_ip_header X-Forwarded-For;', 'real_ip_header X-Forwarded-For;'],
    ['# real_ip_recursive on;', 'real_ip_recursive on;'],
  ].reduce((text, [from = '', to = '']) => replaceOnce(text, from, to), siteConfig);
}

/**
 * The shipped site file with only what a test machine must change: loopback ports (no IPv6
 * listeners), the certificate and the ACME webroot. Every replaced line must be there, so the
 * test cannot drift from the file.
 */
async function localSiteConfig(site: LocalSite): Promise<string> {
  const replacements: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${site.httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${site.httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    [`/etc/letsencrypt/live/${siteHost}/fullchain.pem`, site.cert],
    [`/etc/letsencrypt/live/${siteHost}/privkey.pem`, site.key],
    ['root /var/www/html;', `root ${site.acmeRoot};`],
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${site.nodePort};`],
  ];
  return replacements.reduce(
    (text, [from, to]) => replaceOnce(text, from, to),
    await readFile(siteConfigPath, 'utf8'),
  );
}

/** The part of Debian's nginx.conf around the site, with every path inside `dir`. */
async function writeMainConfig(dir: string, siteConfig: string): Promise<string> {
  const site = join(dir, 'site.conf');
  await writeFile(site, siteConfig);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(join(dir, temp), { recursive: true });
  }
  const main = join(dir, 'nginx.conf');
  await writeFile(
    main,
    [
      // As root, workers would drop to nobody, who cannot write the private temp directories.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  return main;
}

/** `nginx -t` on the config: its message, or undefined when valid. */
async function configProblem(dir: string, main: string): Promise<string | undefined> {
  try {
    await run(programPath('nginx'), [
      '-t',
      '-q',
      '-p',
      dir,
      '-e',
      join(dir, 'error.log'),
      '-c',
      main,
    ]);
    return undefined;
  } catch (error) {
    return (error as { stderr?: string }).stderr ?? String(error);
  }
}

async function startNginx(dir: string, main: string, port: number): Promise<ChildProcess> {
  const nginx = spawn(programPath('nginx'), ['-p', dir, '-e', join(dir, 'error.log'), '-c', main], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(port))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      nginx.kill('SIGKILL');
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return nginx;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends the request and reads the whole answer. */
export function answerOf(request: ClientRequest, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

interface HttpsOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** the loopback address the request comes from, as a visitor (or a CDN) on it would */
  from?: string;
}

export interface SiteBehindNginx {
  dir: string;
  site: LocalSite;
  /** the self-signed certificate, to trust */
  ca: string;
  sink: SmtpSink;
  server: ServedProcess;
  /** HTTP/1.1 over TLS through nginx */
  viaHttps(path: string, options?: HttpsOptions): Promise<Answer>;
  /** A JSON contact message through nginx */
  postMessage(body: unknown, from: string, headers?: Record<string, string>): Promise<Answer>;
  stop(): Promise<void>;
}

/**
 * The shipped site file in a running nginx on loopback ports, with a certificate made by openssl
 * now, in front of the compiled server (TRUST_PROXY set to nginx's address, as README says) and an
 * SMTP sink. `edit` changes the site file as an operator following README would.
 */
export async function startSiteBehindNginx({
  rateLimitMax,
  edit = (siteConfig) => siteConfig,
}: {
  rateLimitMax: number;
  edit?: (siteConfig: string) => string;
}): Promise<SiteBehindNginx> {
  const dir = await mkdtemp(join(tmpdir(), 'nginx-site-'));
  const { cert, key } = await selfSignedCertificate(dir);
  const ca = await readFile(cert, 'utf8');
  const site: LocalSite = {
    httpPort: await freePort(),
    httpsPort: await freePort(),
    nodePort: await freePort(),
    cert,
    key,
    acmeRoot: join(dir, 'acme'),
  };
  const main = await writeMainConfig(dir, edit(await localSiteConfig(site)));
  const problem = await configProblem(dir, main);
  if (problem) throw new Error(`nginx -t refused the site:\n${problem}`);

  const sink = await startSmtpSink();
  const server = await startServedProcess({
    command: [process.execPath, 'dist/server/index.js'],
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(site.nodePort),
      HOST: '127.0.0.1',
      SMTP_URL: sink.url,
      // Messages here are posted by a script, without a form token: this is about the proxy.
      SPAM_SCREEN: 'off',
      DATA_DIR: join(dir, 'data'),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: String(rateLimitMax),
    },
    port: site.nodePort,
  });
  const nginx = await startNginx(dir, main, site.httpsPort);

  const viaHttps = (path: string, options: HttpsOptions = {}) =>
    answerOf(
      httpsRequest({
        host: '127.0.0.1',
        port: site.httpsPort,
        servername: siteHost,
        ca,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        headers: { host: siteHost, ...options.headers },
        agent: false,
      }),
      options.body,
    );
  return {
    dir,
    site,
    ca,
    sink,
    server,
    viaHttps,
    postMessage: (body, from, headers = {}) =>
      viaHttps('/api/send-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        from,
      }),
    async stop() {
      nginx.kill('SIGTERM');
      await server.stop();
      await sink.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
