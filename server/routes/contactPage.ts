import type { FastifyPluginAsync } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { formTokenField } from '../../client/features/contact/formToken';
import { proofOfWorkFlag } from '../../client/features/contact/proofOfWork/proofOfWorkField';
import { negotiateEncoding } from './site';
import type { Encoding, StaticSite } from './staticFiles';
import type { FormTokens } from '../intake/screen/formToken';

const contactPagePath = '/contact';
/** The prerendered form's hidden input has no value: the token goes right after its name. */
const tokenSlot = `name="${formTokenField}"`;
/**
 * Each page gets a token of its own (a token buys one message), compressed for it; past this
 * many pages in a second (a flood), the second's pages share one token and one compression, so
 * a flood costs at most that many compressions a second.
 */
const ownTokensPerSecond = 20;
const reissueEveryMs = 1000;

type Variant = Encoding | 'identity';

function compress(html: Buffer, variant: Variant): Buffer {
  if (variant === 'br') {
    return brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  }
  return variant === 'gzip' ? gzipSync(html, { level: 6 }) : html;
}

/**
 * GET /contact with a form token issued now in its hidden field, so the form posted without
 * JavaScript carries one too. Never stored by a cache (a cached page would carry an old token;
 * with JavaScript the form fetches a fresh one then). Without the slot (no form in the build),
 * the page is left to the static site.
 */
export const contactPageRoute: FastifyPluginAsync<{
  site: StaticSite;
  tokens: FormTokens;
  /** SPAM_PROOF_OF_WORK: the token's field carries the flag that has the form solve a challenge */
  proofOfWork: boolean;
}> = async (fastify, { site, tokens, proofOfWork }) => {
  const page = site.files.get(contactPagePath)?.identity.body;
  const slotAt = page?.indexOf(tokenSlot) ?? -1;
  if (!page || slotAt === -1) return;
  const before = page.subarray(0, slotAt + tokenSlot.length);
  const after = page.subarray(slotAt + tokenSlot.length);
  const render = (token: string, variant: Variant) =>
    compress(
      Buffer.concat([
        before,
        Buffer.from(` value="${token}"${proofOfWork ? ` ${proofOfWorkFlag}` : ''}`),
        after,
      ]),
      variant,
    );
  let shared = { issuedAt: -Infinity, token: '', bodies: new Map<Variant, Buffer>() };
  let second = { at: -1, pages: 0 };

  function body(variant: Variant, now: number): Buffer {
    const thisSecond = Math.floor(now / 1000);
    if (second.at !== thisSecond) second = { at: thisSecond, pages: 0 };
    second.pages += 1;
    if (second.pages <= ownTokensPerSecond) return render(tokens.issue(now), variant);
    if (now - shared.issuedAt >= reissueEveryMs) {
      shared = { issuedAt: now, token: tokens.issue(now), bodies: new Map() };
    }
    let data = shared.bodies.get(variant);
    if (!data) {
      data = render(shared.token, variant);
      shared.bodies.set(variant, data);
    }
    return data;
  }

  fastify.get(contactPagePath, (request, reply) => {
    const encoding = negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
    reply.headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
      ...(encoding && { 'content-encoding': encoding }),
    });
    return reply.send(body(encoding ?? 'identity', Date.now()));
  });
};
