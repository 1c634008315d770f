/**
 * How a message sells TO the company, as opposed to buying FROM it, by kind. The company's own
 * trade (AI, chatbots, containers, cloud, SEO, prices, rates, budgets, deadlines) is what its
 * buyers write about, so no topic counts here: only the seller's frame does. A seller speaks of
 * the reader's business (your website, your sales, businesses like yours), offers, boasts,
 * prices and presses; a buyer speaks of their own (our site, we need, can you).
 */
export const sellingKinds: [kind: string, pattern: RegExp][] = [
  [
    'boasts of results for others',
    // The number bounded: "1,1,1,…" had every digit try the rest of the message (12-17 ms for 5,000
    // characters, before the rate limit is asked).
    /\b(?:\d[\d,]{0,40}\+ (?:businesses|companies|clients|brands|firms|agencies|customers|videos|sites|websites|members|happy)|(?:our|my) (?:clients|customers|members|partners) (?:see|get|saw|have seen|enjoy|make|earn|report)|(?:we|i) have (?:returned|helped|served|lowered|booked|delivered|worked with|made) (?:over |more than )?[\d$][\d,.]*|(?:an average of|up to) \d+%|\d+x (?:more |higher )?(?:engagement|traffic|leads|sales|roi|growth))/i,
  ],
  [
    'offers us income',
    /\b(?:(?:you|partners|members|affiliates) (?:can )?(?:make|earn) \$|earn (?:recurring |passive )?(?:revenue|income|commissions?)|resell(?: it)? (?:to your|under your)|under your own brand|at your own price|keep \d+%|\d+% commission)/i,
  ],
  [
    'sells a service to businesses',
    /\b(?:(?:we|i) (?:create|publish|write|build|design|produce|offer|provide|sell|deliver|make|run|manage)(?: and \w+)? (?:[\w-]+ ){0,3}?(?:for|to) (?:businesses|companies|brands|business owners|startups)|(?:share|send) (?:us )?your requirements|if you have any requirements)\b/i,
  ],
  [
    'opens like an advertisement',
    /(?:^|[.!?]\s+)(?:add|build|get|grow|boost|protect|start|launch|reach|increase|turn|claim|unlock|discover|imagine|transform|upgrade|secure|never miss|stop losing) (?:your|more|instant|real|unlimited|guaranteed|\d+)\b/im,
  ],
  [
    'promises to grow our business',
    /(?:\b(?:increase|boost|improve|grow|double|triple|skyrocket|lift|multiply) your (?:[\w-]+ )?(?:sales|revenue|leads|traffic|rankings?|conversions?|visibility|followers|reviews|customers|inquiries|bookings|business|brand|audience|profits?|online presence)|\b(?:rank|bring|get|put) your (?:website|site|business|company|brand)\b[^.?!]{0,30}\b(?:top|first page|page (?:1|one)|#1)|\bget you (?:ranking|more|to the top|on (?:the )?first page)|\b(?:puts?|gets?|ranks?|brings?) (?:[\w-]+ ){0,2}(?:firms|companies|businesses|sites|websites|brands|clients) (?:on|to|at|in) (?:the )?(?:top|first page|page (?:1|one)|#1)|\bmore (?:[\w-]+ ){0,2}(?:leads|customers|clients|sales|reviews|meetings|traffic) (?:for|to) your|\breach your (?:customers|clients|buyers|audiences?)|(?:^|[.!?]\s+)(?:translate|grow|boost|protect|upgrade|start|launch|take) your (?:own )?(?:website|site|business|company|brand|sales|customers|web)\b)/im,
  ],
  [
    'pitches to firms like ours',
    /\b(?:(?:businesses|companies|firms|agencies|sites|brands|owners) (?:like|similar to) yours|(?:firm|company|business|agency) like yours|reaching out to (?:business owners|businesses|companies|firms)|(?:we (?:help|helped|have helped|work with)|perfect for|built for|made for) (?:\d+\+? )?(?:it|consulting|staffing|it service|msp)(?: services?)? (?:companies|firms|agencies|providers)|your (?:target (?:audience|market|industry|customers)|ideal (?:client|customer)s?|sales (?:pipeline|goals)))\b/i,
  ],
  [
    'finds fault with our website',
    /\b(?:your (?:website|site|homepage|home page|landing page|pages?|linkedin(?: company page)?|google business profile|business profile|listing|online presence)\b(?:[^.?!]|\.\d){0,50}?\b(?:is not (?:ranking|mobile|optimi[sz]ed|secure|(?:ada|wcag) compliant|on (?:the )?first page)|isn't ranking|not ranking|is only (?:in|available in)|outdated|looks? (?:old|dated)|is slow|too long to load|broken links?|errors|violations|has not posted|not been verified|leaving (?:leads|money|customers))|(?:found|scanned|detected) (?:\d+ |several |many )?(?:broken links|errors|(?:accessibility |critical )?(?:violations|vulnerabilities)|issues) (?:on|in) your|(?:scanned|audited|analy[sz]ed) your (?:website|site|homepage|domain)|leaving (?:leads|money) on the table|these issues hurt your)\b/i,
  ],
  [
    'offers to do our work for us',
    /\b(?:(?:we|i) (?:can|could|will|would)(?: also)? (?:build|design|create|write|rank|fix|redesign|rebuild|revamp|automate|translate|bring|put|boost|grow|double) (?:you|your)\b|our (?:[\w-]+ ){0,3}?(?:chatbot|bot|agent|receptionist|assistant|tool|platform|software|services?|solution|hosting|videos?|team|teams|experts|writers|algorithm|remediation plan|plans?) (?:answers|learns|books|captures|qualifies|protects|brings|delivers|grows|boosts|helps|handles|gives|made|have helped|can start|can help|will help|can save|can bring)\b[^.?!]{0,40}?\b(?:your|you|businesses|companies|firms)\b|(?:as|be) your (?:offshore|extended|remote|dedicated|white[- ]label) (?:development|dev|engineering|team|partner)|(?:fully )?done for you|on your behalf)/i,
  ],
  [
    'made something for us unasked',
    /\b(?:i|we) (?:made|created|built|designed|recorded|put together|prepared|drafted) (?:a |an )?(?:[\w-]+ ){0,3}?(?:video|mockup|design|script|teardown)s? (?:for|of|about) (?:you|your)\b/i,
  ],
  [
    'sells us cheaper staff',
    /\b(?:\d+% (?:lower|less|cheaper)(?: cost)?|(?:lower|less) (?:cost )?than hiring|without hiring|(?:cvs|resumes|profiles) of our (?:available )?(?:developers|engineers|team|resources)|our dedicated (?:developers|teams|engineers)|(?:offshore|nearshore) (?:development|delivery) (?:center|centre|team) (?:for you|at))/i,
  ],
  [
    'sells us lists or leads',
    /\b(?:(?:database|list|attendee list|email list|contact list|mailing list) of [\d,.]+k?\+? (?:[\w-]+ ){0,4}?(?:contacts|companies|businesses|decision[- ]makers|cios|ctos|executives|directors|emails|leads|prospects|contractors|professionals|buyers|records)|verified (?:contacts|emails|direct dials|leads|records)|attendee list|sample of \d+ (?:records|contacts|leads)|decision[- ]makers? (?:emails|contacts)|(?:qualified|booked) (?:sales )?(?:meetings|calls|appointments) (?:on your calendar|per month|a month)|warm introductions|(?:send|deliver|bring) you \d+ (?:[\w-]+ ){0,2}(?:leads|introductions|clients|meetings|appointments|accounts))\b/i,
  ],
  [
    'trades in links',
    /\b(?:back-?links|guest (?:post|posts|posting|article)|link insertions?|do-?follow|contextual link|high (?:da|dr) (?:sites?|links?)|d[ar] \d\d\+)/i,
  ],
  [
    'wants a place on our site',
    /\b(?:(?:add|insert|place) (?:a|one|our) link (?:to|in|into) (?:one of )?your|(?:publish|publishing|place|placing|contribute|feature) (?:a |an |our )?(?:[\w-]+ ){0,3}?(?:article|post|link)s? (?:on|for|to|in) your|sponsored (?:post|article)s? (?:on|for) your|your (?:readers|existing posts?|existing articles?)|featured on (?:sites|blogs) like yours)\b/i,
  ],
  [
    'offers us money',
    /\b(?:(?:you|your (?:business|company|firm)) (?:may|could|might) (?:qualify|be eligible)|(?:see|find out|check) (?:what|if|whether|how much) you (?:qualify|are eligible)|(?:you|your (?:business|company|firm)) (?:are|is) (?:pre-?approved|eligible for (?:up to|a|an))|pre-?(?:qualified|approved) for|(?:credit line|line of credit|loans?|funding|capital|financing) (?:of |from )?up to \$|no (?:hard )?credit (?:pull|check)|same[- ]day funding|funds? as soon as|we buy your invoices|(?:how much|what) you (?:can|could) save|beat your (?:current )?rate|overpaying (?:on|for)|(?:loans?|funding|capital|financing|credit) (?:from|of) \$|approval in \d+ (?:hours|minutes)|(?:recover|get back|returned) (?:your |their |over )?(?:\$[\d,.]+ (?:million )?)?(?:money|funds|crypto|bitcoin|\$)|victims?|no upfront fees?|savings analysis)\b/i,
  ],
  [
    'a notice about our website or account',
    /\b(?:(?:reminder|notice|alert|warning|attention)\b(?:[^.?!]|\.\d){0,60}?\byour (?:domain|website|site|listing|account|business|company|page|profile|invoice|email)|your (?:domain|website|site|listing|account|business listing|google business profile|business profile|page|facebook page|invoice|email)\b(?:[^.?!]|\.\d){0,80}?\b(?:expir\w*|suspend\w*|disabl\w*|remov\w*|flagged|terminat\w*|unverified|not been verified|due for renewal|unclaimed|failed|violat\w*|overdue|outstanding|past due|stop working|taken over|reassigned)|final (?:notice|reminder)|copyright (?:infringement|law)|(?:used|using|use) (?:\w+ ){0,3}without (?:a )?(?:license|permission)|this is a dmca|(?:expiration|renewal|suspension) notice)\b/i,
  ],
  [
    'demands payment or threatens us',
    /\b(?:remit payment|process your payment|confirm your details|(?:my|our) (?:attorney|lawyer|legal team) will|legal action will|(?:lawsuits|suits) (?:were|are|have been) filed|companies your size|failure to (?:renew|respond|comply)|avoid (?:late fees|service interruption|suspension)|within \d+ (?:hours|days),? (?:or|otherwise)|(?:you|your business) (?:may|will|could) (?:lose|no longer)|(?:before it is|or it will be) too late)\b/i,
  ],
  [
    'presses us to reply',
    /\b(?:reply (?:with )?["'“]?(?:yes|stop|remove|no|interested)\b|reply with your|(?:if|are) (?:you(?:'re| are) )?not interested|(?:can|may|shall|should) i (?:send|share|show) (?:you )?(?:it|them|over|details|a few|some|more|the (?:list|report|details|script|samples?|error report))|mind if i send|want me to send|worth a (?:quick|short|\d+[- ]minute) (?:chat|call)|free (?:\d+[- ]day )?(?:trial|audit|report|sample|mockup|teardown|video teardown|case review|speed report|accessibility audit|credits)|free \d+ credits|(?:first|1st) [\w ]{1,20}? free\b|(?:sign up|act|join|claim|order) (?:now|today)|(?:spots|places|seats) (?:for [\w ]{1,30}? )?(?:are )?limited|limited (?:time|spots|offer)|(?:to )?unsubscribe (?:here|below|by|from)|to opt[- ]out|this week only|cancel anytime|100% (?:approval|guaranteed|success rate|satisfaction|money[- ]back)|limited availability|room for (?:one|a few) more|only take (?:a few|\w+) new|(?:secure|claim|reserve) your (?:spot|listing|place|seat|award)|(?:first|1st) (?:batch|month|week|lesson) (?:is )?(?:on us|free)|no card needed|no (?:credit )?card required)\b/i,
  ],
  [
    'prices an offer to us',
    /(?:\b(?:for|at) (?:only|just) \$|\b(?:starts?|starting|prices?|plans?) (?:at|from) \$|\bas low as \$|\$[\d.,]+ ?(?:\/|per) ?(?:link|post|article|word|lead|message|meeting|follower|review)\b|\$\d+\.(?:9[579]|49)\b|\bonly \$[\d,.]+k? (?:this week|today|per month|a month)|\bone[- ]time (?:sponsorship )?fee|\bprocessing fee|\b(?:small|low) (?:one-time )?fee|\bone low price|\bat factory prices|\baffordable (?:monthly )?(?:prices|packages)|\byou only pay|\b(?:our|the) fee is (?:small|low|tiny)|\bpay (?:only )?(?:per (?:meeting|lead|call|appointment)|after recovery))/i,
  ],
  [
    'sells trading or crypto returns',
    /\b(?:\d+(?:\.\d+)?% (?:a|per|each) (?:day|week)|trading (?:bot|algorithm|signals)|(?:double|triple) your (?:money|investment)|watch your balance grow|withdraw anytime|minimum deposit|airdrop|(?:lost|stolen) (?:bitcoin|crypto|funds|usdt)|trace stolen funds|(?:recovery|forensic) experts|passive income|earn \d+(?:-\d+)?% (?:weekly|daily|monthly|a week|a day)|\d+(?:-\d+)?% (?:weekly|daily)|signal group|(?:earn|make) \$\s?[\d,]+(?:\s?-\s?\$[\d,]+)? (?:per|a) day)\b/i,
  ],
  [
    'adult, gambling or pharma offer',
    /\b(?:viagra|cialis|without prescription|free spins|welcome bonus|slots online|adult dating|sexy girls|hi handsome|write me here)\b/i,
  ],
  [
    'asks for our products',
    /\b(?:interested in your products|(?:send|share) (?:us )?your (?:catalog|catalogue|product list))\b/i,
  ],
  [
    'form-spam tell',
    /(?:\bhello dear\b|\bdear (?:business owner|website owner|friend)\b|\bhello business owner\b|\byou(?:'re| are) reading this|\bare you (?:currently )?taking on new clients|\byour company has been selected|\bcongratulations! your\b|\b(?:t\.me|wa\.me)\/|\b(?:website )?contact forms? (?:advertising|blasting)|\bwebsite contact forms\b|\bsend your ad\b)/i,
  ],
];
