import type { ContactMessage } from '../../../../../client/features/contact/contactMessage';

/**
 * Written after round 1 of issue 29's rules had been measured on the held-back part (whose
 * misses that run printed), and committed before round 2's changes: the part the final rules
 * were never tuned on. Everything in them is invented.
 */
export const peopleWrittenAfterRoundOne: ContactMessage[] = [
  {
    name: 'Harriet Cole',
    email: 'h.cole@westbrookschools.org',
    phone: '+1 602 555 0301',
    company: 'Westbrook Unified School District',
    message:
      'We are looking at an AI tutor pilot for 9th grade math and our board wants to know how student data would be protected. Could your team review two vendors for us and help us write the data privacy terms? We need a recommendation before the board meeting on the 12th.',
  },
  {
    name: 'Marco Bellini',
    email: 'marco@bellinirestaurantgroup.com',
    phone: '+1 480 555 0302',
    company: 'Bellini Restaurant Group',
    message:
      'We have 9 restaurants and want online ordering, loyalty points and gift cards in one system instead of four. Our marketing agency says we need an app. I am not sure. Can someone give us honest advice and a price range? Happy to pay for a discovery session.',
  },
  {
    name: 'Yolanda Price',
    email: 'yprice@desertridgecu.org',
    phone: '+1 520 555 0303',
    company: 'Desert Ridge Credit Union',
    message:
      'Our loan team wants members to apply for auto loans and personal loans online and get a decision in minutes. We have the core (Symitar) and a decision engine. We need developers to connect the online application to both. What would a team for 4 months cost?',
  },
  {
    name: 'Ivan Petrov',
    email: 'ivan.petrov.dev@gmail.com',
    phone: '+1 480 555 0304',
    company: 'self',
    message:
      'Hello, I am a senior Kubernetes and platform engineer (CKA, 9 years) and I saw you place contractors. I have helped three fintech companies cut their cloud bill by 30%+. Looking for a 6-12 month contract, $90-110/hr. Resume on request.',
  },
  {
    name: 'Bethany Shaw',
    email: 'k4v9xw2mtz@privaterelay.appleid.com',
    phone: '+1 602 555 0305',
    company: 'Shaw Family Chiropractic',
    message:
      'Hi, our website was built by my nephew and honestly it looks outdated and does not show up on Google at all. We want a new site that patients can book from and that ranks for chiropractor in Gilbert. Do you do this or only IT support?',
  },
  {
    name: 'Gerald Foster',
    email: 'gfoster@fostercapitalpartners.com',
    phone: '+1 480 555 0306',
    company: 'Foster Capital Partners',
    message:
      'We are a private lender doing bridge loans and lines of credit for real estate investors. We want a borrower portal with document upload, e-signature and a dashboard for our investors. Timeline is aggressive: live by April. Send me a proposal and your rates.',
  },
  {
    name: 'Naomi Fisher',
    email: 'naomi.fisher@duck.com',
    phone: '+1 520 555 0307',
    company: 'Fisher Veterinary',
    message:
      'Quick question - do you guarantee response times? Our clinic system went down on a Saturday twice this year and our current IT person does not answer on weekends. We have 3 locations and about 30 computers.',
  },
  {
    name: 'Samir Qureshi',
    email: 'samir@lucky7gaming.com',
    phone: '+1 702 555 0308',
    company: 'Lucky 7 Gaming Route Operator',
    message:
      'We operate slot machines in 140 taverns and convenience stores across the state. Our route drivers collect meter readings on paper. We want a mobile app that syncs with our accounting system and flags machines that need service. Is this something you can build?',
  },
  {
    name: 'Ellen Park',
    email: 'ellen.park@parkpharmacygroup.com',
    phone: '+1 623 555 0309',
    company: 'Park Pharmacy Group',
    message:
      'We need IT support for 5 pharmacies: the pharmacy system, label printers, the IVR that patients call for refills, and our HIPAA risk assessment which is overdue. Please send information about your managed services pricing.',
  },
  {
    name: 'Trevor Lang',
    email: 'trevor@langmediagroup.com',
    phone: '+1 480 555 0310',
    company: 'Lang Media Group',
    message:
      'We are an SEO and paid ads agency. We need a developer to build a reporting dashboard that pulls Google Ads, GA4 and Search Console data for our 60 clients into one place. We tried Looker Studio and hit its limits. Budget $25-35k. Can you help?',
  },
  {
    name: 'Rosa Jimenez',
    email: 'rosa.j@mozmail.com',
    phone: '+1 602 555 0311',
    company: 'Jimenez Law Group',
    message:
      'Necesitamos migrar nuestro correo y archivos a Microsoft 365 y capacitar a 12 personas. También queremos saber si ofrecen soporte mensual y cuánto cuesta por usuario. Gracias.',
  },
  {
    name: 'Keith Drummond',
    email: 'kdrummond@drummondinsurance.com',
    phone: '+1 928 555 0312',
    company: 'Drummond Insurance',
    message:
      'A company called us saying our domain and email would be suspended unless we paid them today. We did not pay. Now we realize we do not know who hosts our email. Can you take over our domain, DNS and email and make sure this cannot happen?',
  },
  {
    name: 'Lisa Moreno',
    email: 'lisa@moreno-staffing.com',
    phone: '+1 480 555 0313',
    company: 'Moreno Staffing',
    message:
      'We are a light industrial staffing agency and our clients keep asking us for IT contractors, which we do not do. Would you be open to a referral partnership where we send you those requests? We could discuss a referral fee.',
  },
  {
    name: 'Paul Whitman',
    email: 'pwhitman@whitmanbuilders.com',
    phone: '+1 623 555 0314',
    company: 'Whitman Custom Builders',
    message:
      'We want a chatbot on our website that answers the same 20 questions our sales team answers every day (lot sizes, upgrades, financing options, timelines) and books a tour. Can you set that up and connect it to our CRM? Budget is flexible if it works.',
  },
  {
    name: 'Chen Wei',
    email: 'chen.wei@pacificcargo.com',
    phone: '+1 626 555 0315',
    company: 'Pacific Cargo Logistics',
    message:
      'We move about 300 containers a month through Long Beach and track them in spreadsheets. We want a tracking portal for our customers with container status from the carriers APIs. Please let me know if you have done logistics projects.',
  },
  {
    name: 'Amber Collins',
    email: 'amber.collins@outlook.com',
    phone: '+1 602 555 0316',
    company: 'Collins Fitness Studios',
    message:
      'We have 4 gyms and want to grow our membership. Our website gets traffic but nobody signs up. Can you look at our site and booking flow and tell us what to fix? We also want to add a members app later.',
  },
  {
    name: 'Dr. Raj Iyer',
    email: 'riyer@iyercardiology.com',
    phone: '+1 480 555 0317',
    company: 'Iyer Cardiology',
    message:
      'We are interested in using an AI scribe for our physicians and need help evaluating the options for HIPAA, integration with athenahealth, and cost. Is this something your consultants can advise on? We would like a call next week.',
  },
  {
    name: 'Jordan Blake',
    email: 'jordan.blake@blakeandco.com',
    phone: '+1 602 555 0318',
    company: 'Blake & Co. Accountants',
    message:
      'Free consultation? We need to replace our file server and want to know if SharePoint or something else makes sense for 20 accountants. Deadline is before tax season, so we would want it done by January 15.',
  },
];

export const spamWrittenAfterRoundOne: ContactMessage[] = [
  {
    name: 'Rohit Verma',
    email: 'rohit@nexgenitsolutions.co.in',
    phone: '+91 98100 55502',
    company: 'NexGen IT Solutions',
    message:
      'Greetings of the day! We are a CMMI level 3 certified company with 300+ developers. We provide end-to-end software development, staff augmentation and QA testing services to IT consulting companies in the USA. Our hourly rates start from $18. Kindly let us know if you have any requirements.',
  },
  {
    name: 'Anna Kowalska',
    email: 'anna@polandnearshore.pl',
    phone: '+48 601 555 0101',
    company: 'Poland Nearshore',
    message:
      'Hi, do you ever have more projects than developers? We supply senior engineers from Poland who join your team within 10 days, in your time zone, for a fraction of US rates. Many US consultancies white-label our people. Open to a short intro?',
  },
  {
    name: 'Dylan Reese',
    email: 'dylan@intentleadsgroup.com',
    phone: '+1 555 030 1101',
    company: 'Intent Leads Group',
    message:
      'Hey, we track companies actively researching IT staffing and cloud migration right now. I can send you 50 in-market accounts in Arizona every week with contact info for the decision makers. First batch is on us. Interested?',
  },
  {
    name: 'Hailey Stone',
    email: 'hailey@pixelmotionvideos.com',
    phone: '+1 555 030 1102',
    company: 'Pixel Motion Videos',
    message:
      'Hi! Short videos are the #1 way B2B buyers learn about a service today. We produce animated explainer videos from $1,200, script and voiceover included, delivered in 2 weeks. Would you like to see a few examples we made for IT companies?',
  },
  {
    name: 'Marcus Lee',
    email: 'marcus@agentflowai.io',
    phone: '+1 555 030 1103',
    company: 'AgentFlow AI',
    message:
      'Hi, we help consulting firms add AI agents to their offering without building anything. Our white-label AI receptionist and chatbot platform lets you resell to your clients at your own price while we handle the tech. Partners make $5k-$20k a month. Can we set up a call?',
  },
  {
    name: 'Samantha Cruz',
    email: 'samantha@capitalbridgefunding.com',
    phone: '+1 555 030 1104',
    company: 'Capital Bridge Funding',
    message:
      'Hi there, I work with IT service companies that need cash flow between client payments. We offer business loans from $25K to $2M, approval in 24 hours, and we do not look at personal credit. Do you have 5 minutes this week to see what is available to you?',
  },
  {
    name: 'Officer Daniel Wright',
    email: 'd.wright@cyberfundsrecovery.org',
    phone: '+1 555 030 1105',
    company: 'Cyber Funds Recovery Unit',
    message:
      'Attention: if you were a victim of an online investment or crypto fraud, our licensed team can help you recover your money. We have returned over $40 million to victims worldwide. File your claim today, no upfront fees.',
  },
  {
    name: 'Google Listing Support',
    email: 'support@maps-verification-desk.com',
    phone: '+1 555 030 1106',
    company: 'Maps Verification Desk',
    message:
      'Hello, this is a reminder that your business listing on Google Maps is showing as unclaimed. Unclaimed listings can be taken over by competitors. Call our verification team today to secure your listing before it is reassigned.',
  },
  {
    name: 'Legal Department',
    email: 'legal@imagerights-enforcement.com',
    phone: '+1 555 030 1107',
    company: 'ImageRights Enforcement',
    message:
      'Our client holds the rights to an image displayed on your website. Use without a license is a violation of federal copyright law. To resolve this matter without litigation, please review the case file and the settlement amount here: https://imagerights-enforcement.com/case?id=77120',
  },
  {
    name: 'Kevin Hart',
    email: 'kevin@cloudresellerpanel.com',
    phone: '+1 555 030 1108',
    company: 'Cloud Reseller Panel',
    message:
      'Add hosting to your services and earn recurring revenue every month. With our reseller plans you can host your clients websites under your own brand, with free migrations and 24/7 support. Plans from $14.99/month. Start today!',
  },
  {
    name: 'Accessibility Alert',
    email: 'notice@wcag-monitor.net',
    phone: '+1 555 030 1109',
    company: 'WCAG Monitor',
    message:
      'Your website failed our automated ADA accessibility test. Businesses that do not fix these issues are being targeted by serial plaintiffs. Get your full compliance report and protect your company before you receive a demand letter.',
  },
  {
    name: 'Domain Registry',
    email: 'renewals@domain-registry-services.org',
    phone: '+1 555 030 1110',
    company: 'Domain Registry Services',
    message:
      'Domain name expiration notice for sonorantechpartners.com. This is your final reminder to renew your domain registration. Once expired, your website and email will stop working. Renew now to avoid losing your domain.',
  },
  {
    name: 'Jenna Ford',
    email: 'jenna.ford.seo@gmail.com',
    phone: '+1 555 030 1111',
    company: 'Local Rank Pros',
    message:
      'Hi, I checked your Google rankings for IT consulting and staffing keywords in Phoenix and you are on page 3 for most of them. Your competitors are getting those clients. I can get you to page 1 in 60 days or you do not pay. Should I send you the keyword report?',
  },
  {
    name: 'Owen Price',
    email: 'owen@authoritypostnetwork.com',
    phone: '+1 555 030 1112',
    company: 'Authority Post Network',
    message:
      'Hello, I represent a network of tech blogs and I would like to offer you placements with a permanent link back to your site. Prices start at $60 per placement. I can also buy a link placement on your site if you are open to it.',
  },
  {
    name: 'Bella Nguyen',
    email: 'bella@socialspark.agency',
    phone: '+1 555 030 1113',
    company: 'SocialSpark',
    message:
      'Your social media looks quiet! We create daily posts, reels and stories for businesses and grow real followers organically. Our clients see 3x engagement in the first month. Let me know and I will share our packages.',
  },
  {
    name: 'Tom Fisher',
    email: 'tom.fisher@reputationguardians.com',
    phone: '+1 555 030 1114',
    company: 'Reputation Guardians',
    message:
      'Hi, I noticed a 2-star review on your Google profile. Negative reviews can cost you up to 22% of potential clients. We remove unfair reviews and build your rating back up. Can I show you how it works?',
  },
  {
    name: 'Clara Jensen',
    email: 'clara@meetingsetters.co',
    phone: '+1 555 030 1115',
    company: 'MeetingSetters',
    message:
      'Hi, we book qualified discovery calls for IT consultancies with CIOs and IT directors. No retainer, you pay only for meetings that show up. We currently have room for one more firm in Arizona. Want the details?',
  },
  {
    name: 'Payment Processing',
    email: 'rates@merchantsavingsdirect.com',
    phone: '+1 555 030 1116',
    company: 'Merchant Savings Direct',
    message:
      'Quick question: what are you paying per swipe? We lowered processing costs for 3,000+ businesses by an average of 27%. Send a recent statement and get a free savings analysis within 24 hours.',
  },
  {
    name: 'Billing Department',
    email: 'ap@secure-doc-invoices.net',
    phone: '+1 555 030 1117',
    company: 'Billing Department',
    message:
      'Dear customer, please find your outstanding invoice for services rendered. Payment is overdue by 14 days. To avoid collection, settle the balance using the secure link: https://secure-doc-invoices.net/pay?c=AZ9912',
  },
  {
    name: 'Emily Zhang',
    email: 'emily.zhang.trader@gmail.com',
    phone: '+65 8555 0101',
    company: 'Zenith Capital',
    message:
      'Hello, I am a senior investment advisor. My team has a private signal group where members earn 5-10% weekly on crypto futures. I only take a few new members at a time. Add me on WhatsApp if you want to learn more.',
  },
  {
    name: 'Recognition Team',
    email: 'awards@topitfirms-awards.com',
    phone: '+1 555 030 1118',
    company: 'Top IT Firms Awards',
    message:
      'Great news! Sonoran Tech Partners has been shortlisted for the 2027 Top IT Consulting Firms in Arizona list. Winners receive a badge, a feature article and a trophy. Claim your spot by completing the sponsorship form before the deadline.',
  },
  {
    name: 'Sasha Ivanova',
    email: 'sasha.ivanova@datascrape-pro.com',
    phone: '+1 555 030 1119',
    company: 'DataScrape Pro',
    message:
      'We can pull every company that posted an IT job in Arizona this month, with hiring manager names and emails, delivered as a spreadsheet every Monday. Great for staffing agencies. 7-day free trial, no card needed.',
  },
  {
    name: 'Grant Holloway',
    email: 'grant@webfixpros.net',
    phone: '+1 555 030 1120',
    company: 'WebFix Pros',
    message:
      'I ran your site through Google PageSpeed and it scored 41 on mobile. That is probably costing you leads every day. I fix speed issues for a flat fee and you only pay when the score is above 90. Can I send you the report?',
  },
  {
    name: 'Wiki Publishing',
    email: 'editors@wikipublishers-hub.com',
    phone: '+1 555 030 1121',
    company: 'Wiki Publishers Hub',
    message:
      'Build instant credibility with a Wikipedia page for your company and founders. Our experienced editors write and publish pages that stay live. Limited availability this month.',
  },
  {
    name: 'Li Jun',
    email: 'lijun@shenzhen-ledtech.cn',
    phone: '+86 755 5555 0101',
    company: '深圳LED科技',
    message:
      '您好！我们是专业生产LED显示屏的工厂，价格实惠，质量保证，可以提供免费样品。如有需要请联系我们。',
  },
];
