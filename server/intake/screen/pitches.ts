import type { ScreenReason } from './layers';
import { points } from './weights';

/**
 * What contact-form spam says, by kind. Mostly offers made to the company ("we can get your
 * website…", "only $25"), not needs a client states ("we need help with SEO for our new store").
 * Each kind met counts once: one alone never holds a message (a client may mention crypto, a
 * loan or WhatsApp), two do.
 */
const pitchKinds: [kind: string, pattern: RegExp][] = [
  [
    'SEO offer',
    /\b(?:first page of google|page (?:one|1) of google|top (?:3 )?(?:of|on|in) google|google maps top|ranking #?1|rank(?:ing)? (?:your (?:website|site|business)|higher|on google)|organic traffic|domain authority|(?:seo|search engine optimi[sz]ation) (?:services?|expert|agency|package|audit|specialist)|(?:improve|boost|increase) your (?:google |search )?(?:rankings?|visibility|traffic))\b/i,
  ],
  [
    'links for sale',
    /\b(?:back-?links?|guest post(?:s|ing)?|link[- ]building|link insertions?|do-?follow|sponsored (?:post|article)s?|high (?:da|dr|authority) (?:sites?|links?)|da \d\d\+)\b/i,
  ],
  [
    'web work offer',
    /\b(?:(?:redesign|revamp|rebuild|translate) (?:of )?your (?:website|site)|your (?:website|site) (?:is|looks) (?:outdated|old|not|slow|only)|(?:came across|found|visited|was (?:on|checking)|noticed|watched|searched for)\b.{0,40}\byour (?:website|site|homepage|business|article)|web ?design (?:services?|package|agency)|(?:we|i) (?:can|will|could) (?:build|design|create|make) (?:you )?(?:a |one )?(?:new |modern |professional )?(?:website|landing page|app|mobile app|logo|one))\b/i,
  ],
  [
    'crypto or trading',
    /\b(?:bitcoin|crypto(?:currency|currencies)?|btc|usdt|ethereum|airdrop|forex|binary options?|(?:trading|forex) (?:bot|signals|platform)|(?:double|triple) your (?:money|investment)|investment opportunit(?:y|ies)|minimum deposit)\b/i,
  ],
  [
    'money offer',
    /\b(?:business (?:loans?|funding|financing)|working capital|merchant cash advance|line of credit|pre-?approved|same[- ]day funding|bad credit|no credit check|employee retention credit|buy your invoices|passive income|(?:earn|make) \$\s?[\d,]+|per day working from home|work(?:ing)? from home|(?:extra|additional) \$[\d,.]+k?|approval in \d+ hours|no paperwork)\b/i,
  ],
  [
    'marketing offer',
    /\b(?:(?:more|qualified) (?:leads|sales calls|clients|customers|followers|reviews)|appointment setting|(?:email|contact|b2b|leads?) (?:list|database)s?|increase your (?:sales|revenue|conversions|leads)|(?:double|triple) your (?:leads|sales|traffic)|social media (?:marketing|management)(?: services?)?|explainer videos?|(?:ai )?chatbot|virtual assistants?|5-star (?:google )?reviews|followers|subscribers|bulk (?:sms|email)|wikipedia pages?|press releases? distribution|contact form (?:advertising|blasting)|website contact forms|affiliate|commission|logo|reach (?:global|more|new|your) customers|(?:on|in) your blog|warm introductions|content writer|blog posts? for your|demo video|ai agents?|automate your business|list of [\d,]+)\b/i,
  ],
  [
    'price offer',
    /(?:\$\s?\d[\d,.]*\s*(?:\/|per)\s*(?:hour|hr|month|link|post|message|word|day)|\b(?:only|just|from|starts? at|as low as|prices from|for) \$\s?\d|\$0\.\d|\bone low price|\bat factory prices|\blowest prices?|\baffordable prices|\bfor free\b)/i,
  ],
  [
    'pressure',
    /\b(?:guarantee[ds]?|100% (?:approval|guaranteed|real)|limited (?:time|spots|offer)|act now|too late|before it expires|this week only|special discount|no experience required|free (?:audit|trial|report|speed report|mockup|credits|sample|accessibility audit)|reply (?:yes|now|with|to get)|just reply|click here|sign up|join (?:today|now|our)|claim (?:before|now|your)|worth a quick chat|within \d+ hours or|first \d+ \w+ free)\b/i,
  ],
  [
    'form-spam tell',
    /(?:\bdear (?:sir|madam|business owner|website owner|owner|friend)\b|\bhello dear\b|\b(?:reply|respond)(?: with)? ["'“]?(?:stop|no|unsubscribe|remove)\b|\bunsubscribe\b|\bopt[- ]out\b|\b(?:whats ?app|telegram|skype)\b|\b(?:t\.me|wa\.me)\/|\bnot interested\?|\bif not interested|\byou(?:'re| are) reading this|\bare you (?:currently )?taking on new clients)/i,
  ],
  [
    'scare or scam',
    /\b(?:beneficiary|unclaimed|inheritance|next of kin|lottery|congratulations|legal action|lawsuit|dmca|copyrighted images|security alert|critical vulnerabilit(?:y|ies)|about to expire|failure to renew|your wallet|will be (?:disabled|suspended|deleted)|appeal here|community standards)\b/i,
  ],
  [
    'adult, gambling or pharma',
    /\b(?:viagra|cialis|without prescription|casino|porn\w*|escorts?|free spins|slots online|adult dating|sexy girls|hi handsome|write me here|lonely)\b/i,
  ],
  [
    'trade offer',
    /\b(?:wholesale|minimum order|price ?list|factory prices|container|your products|place a (?:large |bulk )?order|your catalog)\b/i,
  ],
];

export function pitchReasons(text: string): ScreenReason[] {
  const kinds = pitchKinds.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
  return kinds.length === 0
    ? []
    : [
        {
          layer: 'content',
          points: points.pitchKind * kinds.length,
          why: `pitch: ${kinds.join(', ')}`,
        },
      ];
}
