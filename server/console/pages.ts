import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ErrorAnswer } from '../../client/console/api/types';
import { isMissing, isNoFileAt } from '../fileErrors';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Hashed file names under assets/, nothing that climbs out. */
const assetPath = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<title>Console not built</title></head>
<body><h1>The console is not built</h1>
<p>Run <code>npm run build</code> on the server (or set CONSOLE_DIR to the console's build), then reload.</p>
</body></html>`;

/**
 * The console's single page for every path under /console (wouter routes on the client), and its
 * hashed assets. Without a build, a clear 503 page.
 */
export function consolePages(dir: string): FastifyPluginAsync {
  async function sendPage(reply: FastifyReply) {
    try {
      const html = await readFile(join(dir, 'index.html'));
      return reply.type('text/html; charset=utf-8').send(html);
    } catch (error) {
      if (!isMissing(error)) throw error;
      return reply.code(503).type('text/html; charset=utf-8').send(notBuilt);
    }
  }

  return async (fastify) => {
    fastify.get('/', (_request, reply) => sendPage(reply));
    fastify.get('/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (path === 'api' || path.startsWith('api/')) {
        return reply.code(404).send({
          error: 'There is no console API at this address.',
          code: 'not-found',
        } satisfies ErrorAnswer);
      }
      return sendPage(reply);
    });
    fastify.get('/assets/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const type = types[extname(path)];
      if (!assetPath.test(path) || type === undefined) {
        return reply.code(404).send({ error: 'There is nothing at this address.' });
      }
      try {
        const body = await readFile(join(dir, 'assets', path));
        return reply
          .type(type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(body);
      } catch (error) {
        if (!isNoFileAt(error)) throw error;
        return reply.code(404).send({ error: 'There is nothing at this address.' });
      }
    });
  };
}
