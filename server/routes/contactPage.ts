import type { FastifyPluginAsync } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Attribution } from '../../client/features/attribution/attribution';
import { attributionField } from '../../client/features/contact/contactMessage';
import { formTokenField } from '../../client/features/contact/formToken';
import { escapeHtml } from '../escapeHtml';
import { contactPageAttribution } from './contactPageAttribution';
import { negotiateEncoding } from './site';
import type { Encoding, StaticSite } from './staticFiles';
import type { FormTokens } from '../intake/screen/formToken';

const contactPagePath = '/contact';
/** The prerendered form's hidden inputs have no value: the server's goes right after each name. */
const tokenSlot = `name="${formTokenField}"`;
const attributionSlot = `name="${attributionField}"`;
/**
 * Each page gets a token of its own (a token buys one message), compressed for it, and where the
 * visit came from when its query or Referer tell; past this many pages in a second (a flood), the
 * second's pages share one token and one compression, and tell no source, so a flood costs at
 * most that many compressions a second.
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

/** The page with each text written in right after the end of its slot, in the page's order. */
function filledIn(page: Buffer, fills: [slotEnd: number, text: string][]): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (const [slotEnd, text] of fills.sort(([a], [b]) => a - b)) {
    parts.push(page.subarray(from, slotEnd), Buffer.from(text));
    from = slotEnd;
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}

const slotEnd = (page: Buffer, slot: string) => {
  const at = page.indexOf(slot);
  return at === -1 ? -1 : at + slot.length;
};

/**
 * GET /contact with a form token issued now in its hidden field, and where the visit came from
 * in another (from the landing query and Referer), so the form posted without
 * JavaScript carries both. Never stored by a cache (a cached page would carry an old token;
 * with JavaScript the form fetches a fresh one then). Without the slot (no form in the build),
 * the page is left to the static site.
 */
export const contactPageRoute: FastifyPluginAsync<{
  site: StaticSite;
  tokens: FormTokens;
  /** SITE_URL: a Referer from the site itself is no source */
  siteUrl: string;
}> = async (fastify, { site, tokens, siteUrl }) => {
  const page = site.files.get(contactPagePath)?.identity.body;
  const tokenEnd = page ? slotEnd(page, tokenSlot) : -1;
  if (!page || tokenEnd === -1) return;
  const attributionEnd = slotEnd(page, attributionSlot);
  const render = (token: string, variant: Variant, attribution?: Attribution) => {
    const fills: [number, string][] = [[tokenEnd, ` value="${token}"`]];
    if (attribution && attributionEnd !== -1) {
      fills.push([attributionEnd, ` value="${escapeHtml(JSON.stringify(attribution))}"`]);
    }
    return compress(filledIn(page, fills), variant);
  };
  let shared = { issuedAt: -Infinity, token: '', bodies: new Map<Variant, Buffer>() };
  let second = { at: -1, pages: 0 };

  function body(variant: Variant, now: number, attribution: Attribution | undefined): Buffer {
    const thisSecond = Math.floor(now / 1000);
    if (second.at !== thisSecond) second = { at: thisSecond, pages: 0 };
    second.pages += 1;
    if (second.pages <= ownTokensPerSecond) {
      return render(tokens.issue(now), variant, attribution);
    }
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
    const attribution = contactPageAttribution(request, contactPagePath, siteUrl);
    return reply.send(body(encoding ?? 'identity', Date.now(), attribution));
  });
};
