import type { ScreenReason } from './layers';
import { points } from './weights';

/**
 * The sales pitches that make up most contact-form spam, as offers to the company ("we can get
 * your website…"), not as needs a client states ("we need help with SEO for our new store").
 * One kind alone never holds a message: a client may well mention crypto or a loan.
 */
const pitches: [kind: string, pattern: RegExp][] = [
  [
    'SEO',
    /\b(?:first page of google|page (?:one|1) of google|top (?:of|on) google|rank(?:ing)? (?:your (?:website|site|business)|higher|on google|#?1)|organic traffic|domain authority|(?:seo|search engine optimi[sz]ation) (?:services?|expert|agency|package|audit|specialist)|(?:improve|boost|increase) your (?:google |search )?(?:ranking|visibility|traffic))\b/i,
  ],
  [
    'backlinks',
    /\b(?:back-?links?|guest post(?:s|ing)?|link[- ]building|do-?follow|sponsored (?:post|article)s?|high (?:da|dr|authority) (?:sites?|links?))\b/i,
  ],
  [
    'web design offer',
    /\b(?:(?:redesign|revamp|rebuild) (?:of )?your (?:website|site)|your (?:website|site) (?:is|looks) (?:outdated|old|not mobile|slow)|(?:came across|found|visited|was (?:on|checking)|noticed) your (?:website|site|business)|web ?design (?:services?|package|agency)|(?:we|i) (?:can|will|could) (?:build|design|create|make) (?:you )?(?:a )?(?:new |modern )?(?:website|landing page|app))\b/i,
  ],
  [
    'crypto',
    /\b(?:bitcoin|crypto(?:currency|currencies)?|btc|usdt|ethereum|forex|binary options?|trading (?:bot|signals|platform)|passive income|investment opportunit(?:y|ies)|(?:double|triple) your (?:money|investment))\b/i,
  ],
  [
    'loans',
    /\b(?:business (?:loans?|funding|financing)|working capital|merchant cash advance|line of credit|pre-?approved|same[- ]day funding|(?:loan|funding) (?:offer|approval)|bad credit)\b/i,
  ],
  [
    'marketing offer',
    /\b(?:(?:more|qualified|targeted|b2b) (?:leads|clients|customers) (?:for|to) your|appointment setting|(?:email|contact|b2b|leads?) (?:list|database)s?|increase your (?:sales|revenue|conversions)|social media (?:marketing|management) (?:services?|package)|explainer video|(?:app|software|mobile app) development (?:services?|company) (?:at|for) (?:affordable|low|cheap)|virtual assistants? (?:services?|for)|5[- ]star reviews|google reviews)\b/i,
  ],
  [
    'form-spam tell',
    /(?:\bdear (?:sir|madam|business owner|website owner|owner)\b|\bhello dear\b|\b(?:reply|respond)(?: with)? ["'“]?(?:stop|no|unsubscribe|remove)\b|\bunsubscribe\b|\bopt[- ]out\b|\b(?:whats ?app|telegram|skype)\b|\b(?:t\.me|wa\.me)\/|\bnot interested\?)/i,
  ],
  [
    'adult or gambling',
    /\b(?:viagra|cialis|casino|porn\w*|escorts?|betting|slots? online|adult dating|sexy girls)\b/i,
  ],
];

export function pitchReasons(text: string): ScreenReason[] {
  const kinds = pitches.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
  if (kinds.length === 0) return [];
  return [
    {
      layer: 'content',
      points: points.firstPitch + points.furtherPitch * (kinds.length - 1),
      why: `pitch: ${kinds.join(', ')}`,
    },
  ];
}
