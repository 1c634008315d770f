import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Attribution } from '../../client/features/attribution/attribution';
import { referrerOf, tagsOf } from '../../client/features/attribution/attributionParts';
import { attributionField } from '../../client/features/contact/contactMessage';
import { formTokenField } from '../../client/features/contact/formToken';
import { escapeHtml } from '../escapeHtml';
import { gzipTemplate } from './gzipTemplate';
import { negotiateEncoding, type Encoding, type StaticSite } from './staticFiles';
import type { FormTokens } from '../intake/screen/formToken';

const contactPagePath = '/contact';
/** The prerendered form's hidden inputs have no value: the server's goes right after each name. */
const tokenSlot = `name="${formTokenField}"`;
const attributionSlot = `name="${attributionField}"`;
/**
 * Every page gets a token of its own (a token buys one message: the second visitor to post with a
 * shared one would be held as spam) and its visit's source. Up to this many pages a second are
 * compressed for themselves (brotli 5 or gzip 6, about 1.4 ms a page); past it (a flood) a page
 * is the gzip compressed once with its texts written in between (gzipTemplate.ts): a copy and a
 * CRC-32, a tenth of the time for a fifth more bytes, and nobody loading the page loses a thing.
 */
const carefulPagesPerSecond = 20;

/**
 * Where a visit landing on /contact came from, for the form without JavaScript: the page load's
 * UTM tags and ad click id, and its Referer when another site sent it (the site's own pages send
 * none). Undefined when it tells nothing, so the page is the shared one.
 */
function contactPageAttribution(
  request: FastifyRequest,
  path: string,
  siteUrl: string,
): Attribution | undefined {
  const query = new URL(request.url, siteUrl).searchParams;
  const tags = tagsOf(query);
  const referer = request.headers.referer;
  const ownOrigin = `${request.protocol}://${request.host}`;
  const referrer = referer && referrerOf(referer, new URL(siteUrl).origin, ownOrigin);
  if (!tags.utm && !tags.clickId && !referrer) return undefined;
  return { landingPage: path, ...(referrer && { referrer }), ...tags, pagesSeen: [path] };
}

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

/** The page with `texts[i]` written in right after `slots[i]`, slots in the page's order. */
function filledIn(page: Buffer, slots: number[], texts: string[]): Buffer {
  const parts = slots.flatMap((end, index) => [
    page.subarray(slots[index - 1] ?? 0, end),
    Buffer.from(texts[index] ?? ''),
  ]);
  return Buffer.concat([...parts, page.subarray(slots.at(-1) ?? 0)]);
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
  const slots = [tokenEnd, attributionEnd].filter((end) => end !== -1).sort((a, b) => a - b);
  const floodPage = gzipTemplate(page, slots);
  let second = { at: -1, pages: 0 };

  /** The page's encoding and body: `acceptEncoding` as the request sent it. */
  const body = (acceptEncoding: string | undefined, now: number, attribution?: Attribution) => {
    const thisSecond = Math.floor(now / 1000);
    if (second.at !== thisSecond) second = { at: thisSecond, pages: 0 };
    second.pages += 1;
    const texts = new Map([
      [tokenEnd, ` value="${tokens.issue(now)}"`],
      [attributionEnd, attribution ? ` value="${escapeHtml(JSON.stringify(attribution))}"` : ''],
    ]);
    const fills = slots.map((end) => texts.get(end) ?? '');
    if (second.pages <= carefulPagesPerSecond) {
      const encoding = negotiateEncoding(acceptEncoding, ['br', 'gzip']);
      return { encoding, data: compress(filledIn(page, slots, fills), encoding ?? 'identity') };
    }
    if (negotiateEncoding(acceptEncoding, ['gzip']) === 'gzip') {
      return { encoding: 'gzip', data: floodPage(fills) };
    }
    return { encoding: undefined, data: filledIn(page, slots, fills) };
  };

  fastify.get(contactPagePath, (request, reply) => {
    const attribution = contactPageAttribution(request, contactPagePath, siteUrl);
    const { encoding, data } = body(request.headers['accept-encoding'], Date.now(), attribution);
    reply.headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
      ...(encoding && { 'content-encoding': encoding }),
    });
    return reply.send(data);
  });
};
