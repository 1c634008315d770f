import type { ContactMessage } from '../../../../../client/features/contact/contactMessage';

/**
 * Prospects and candidates of an IT consulting and staffing company whose words sound like
 * selling: AI projects, chatbots, containers, SEO for their own site, budgets, rates, deadlines,
 * guarantees; marketing agencies, lenders, casinos and pharmacies as clients; some from privacy
 * relays. Written for issue 29 apart from the screen's rules; everything in them is invented.
 */
export const peopleInSellersWords: ContactMessage[] = [
  {
    name: 'Dana Whitfield',
    email: 'x7k2mq9p4r@privaterelay.appleid.com',
    phone: '+1 602 555 0211',
    company: 'Maricopa Mutual Insurance',
    message:
      'Hi, we want an AI chatbot that answers policy questions for our agents and members: coverage limits, deductibles, where a claim stands. It has to stay inside our walls, so ideally running in a Docker container on our Azure tenant with Azure OpenAI, and pulling answers only from our own policy documents in SharePoint. Is this something you have built before? We have budget for a pilot this quarter and would like a rough estimate and timeline.',
  },
  {
    name: 'Tyler Brandt',
    email: 'tyler@northlightdigital.com',
    phone: '+1 480 555 0212',
    company: 'Northlight Digital (marketing agency)',
    message:
      'We are a digital marketing agency with about 40 clients. We keep selling landing pages, chatbots and SEO retainers faster than our two developers can build them. Looking for a white-label dev partner or 1-2 contract developers (WordPress, some React). Our clients never see you. What are your rates?',
  },
  {
    name: 'Monica Reyes',
    email: 'monica@desertbloomboutique.com',
    phone: '+1 520 555 0213',
    company: 'Desert Bloom Boutique',
    message:
      'Since we moved our online store from Shopify to WooCommerce in August our Google traffic fell off a cliff. Half our product pages are not indexed and the old URLs give 404s. We need someone who knows technical SEO to fix redirects, the sitemap and page speed. Budget is around $5,000. How soon could you start?',
  },
  {
    name: 'Gordon Hale',
    email: 'ghale@canyoncommercialfunding.com',
    phone: '+1 602 555 0214',
    company: 'Canyon Commercial Funding',
    message:
      'We are a direct lender: business loans, equipment financing and working capital lines of credit for small businesses in the Southwest. Our loan officers re-key every application from our website into Salesforce. We want the application form, the document upload and the credit pull wired into Salesforce, with our underwriters getting a pre-approved / declined queue. Can you scope this?',
  },
  {
    name: 'Leona Yazzie',
    email: 'lyazzie@sunsetmesacasino.com',
    phone: '+1 928 555 0215',
    company: 'Sunset Mesa Casino & Resort',
    message:
      'Our casino floor network (slot management system, cage, players club kiosks) sits on the same flat network as the hotel. Our gaming commission auditor wants it segmented before the next audit in 90 days. We need a network engineer who has worked in gaming or PCI environments. Please send availability and a rough price.',
  },
  {
    name: 'Raymond Osei',
    email: 'raymond@valleycarepharmacy.com',
    phone: '+1 623 555 0216',
    company: 'ValleyCare Pharmacy (4 stores)',
    message:
      'We are an independent pharmacy with four stores. We want refill reminders by text and a way for patients to see when a prescription is ready, tied into our pharmacy system (PioneerRx). It has to be HIPAA compliant. Do you build this kind of integration, and what would a project like this cost?',
  },
  {
    name: 'Patricia Dunn',
    email: 'pdunn@saguarofcu.org',
    phone: '+1 520 555 0217',
    company: 'Saguaro Federal Credit Union',
    message:
      'Our board approved offering bitcoin and ethereum custody to members through a regulated partner next year. Before we sign, our examiners expect an independent review of the integration: key management, the API between our core and the custody provider, and our incident plan if the crypto platform goes down. Do you do third-party security assessments for credit unions?',
  },
  {
    name: 'Vikram Rao',
    email: 'vikram.rao.sf@gmail.com',
    phone: '+1 408 555 0218',
    company: 'Independent consultant',
    message:
      'Hello, I am a Salesforce architect (12 years, CTA-track, Sales and Service Cloud, CPQ) looking for contract work through a firm like yours. My rate is $95/hour on 1099 or C2C, available immediately, remote or on site in Phoenix. I can guarantee a clean handover on every project I touch. Happy to send my resume and references.',
  },
  {
    name: 'Erin Kowalczyk',
    email: 'erin.k@tempetransit.gov',
    phone: '+1 480 555 0219',
    company: 'City of Tempe Transit',
    message:
      'We run our trip-planning APIs in Docker containers on Azure Kubernetes Service and the pipelines are held together with tape. We need help setting up proper CI/CD (GitHub Actions, Helm, staging environment) before a hard deadline at the end of the fiscal year in June. Can you send a statement of qualifications?',
  },
  {
    name: 'Howard Lim',
    email: 'hlim@limassociatescpa.com',
    phone: '+1 602 555 0220',
    company: 'Lim & Associates CPA',
    message:
      'We are shopping for a managed IT provider. Two questions before a call: can you guarantee 99.9% uptime on the servers you host, and what response time do you guarantee in writing? Our last provider took three days to answer a ticket during tax season. Price per user per month is also helpful.',
  },
  {
    name: 'Carla Jimenez',
    email: 'carla@jimenezpayroll.com',
    phone: '+1 520 555 0221',
    company: 'Jimenez Payroll Services',
    message:
      'URGENT - our payroll server will not boot (blue screen after a Windows update) and payroll for 60 client companies is due Friday. We need someone on site today or tomorrow. We will pay emergency rates. Please call me at the number above.',
  },
  {
    name: 'Stuart Bell',
    email: 'sbell@copperlinehealth.com',
    phone: '+1 480 555 0222',
    company: 'Copperline Health',
    message:
      'We would like to pilot AI agents that triage our IT help desk tickets in ServiceNow: read the ticket, suggest a category and priority, and draft a first answer for the technician. We have about $40,000 for a proof of concept over 8 weeks. Is that realistic? Who would we talk to?',
  },
  {
    name: 'Marisol Vega',
    email: 'marisol@smilecentraldental.com',
    phone: '+1 602 555 0223',
    company: 'Smile Central Dental (6 offices)',
    message:
      'Our call center misses about 30% of calls after 5 pm. We are interested in an AI voice agent that can book and move appointments in Dentrix after hours and hand off to a person when it is unsure. Can you build something like this on Twilio or similar? We would want to start small with one office.',
  },
  {
    name: 'Brent Ashford',
    email: 'b.ashford@ironwoodmfg.com',
    phone: '+1 623 555 0224',
    company: 'Ironwood Manufacturing',
    message:
      'What are your rates for a senior data engineer, contract to hire? We can pay up to $85/hour W2 or around $140k salary if we convert. Needs Snowflake and dbt. We lost our only data person last month and the board reports are due on the 15th.',
  },
  {
    name: 'Jade Morrison',
    email: 'jade@fieldandfoxbranding.com',
    phone: '+1 480 555 0225',
    company: 'Field & Fox Branding',
    message:
      'We are a small branding studio: logos, packaging and websites. Our 18 Macs and a very old Synology NAS hold every client file we have ever made. We want everything in the cloud with proper backups and want to stop worrying. What would you recommend and what does it cost?',
  },
  {
    name: 'Kofi Mensah',
    email: 'kofi@reachmetrics.io',
    phone: '+1 415 555 0226',
    company: 'ReachMetrics',
    message:
      'We run an influencer marketing platform that tracks followers, engagement and sponsored posts across Instagram, TikTok and YouTube. Our ingestion keeps hitting API rate limits and our Postgres is at 2 TB. Looking for two senior backend engineers (Go or Python) on contract for 6 months. Remote is fine.',
  },
  {
    name: 'Beverly Tran',
    email: 'btran@tranandsonsins.com',
    phone: '+1 602 555 0227',
    company: 'Tran & Sons Insurance',
    message:
      'Since COVID most of our staff work from home and it is chaos: personal laptops, shared passwords, no VPN. We need MFA, company laptops managed remotely and someone to call when things break. About 25 people. Price per user?',
  },
  {
    name: 'Dennis Carver',
    email: 'dcarver@carversupply.com',
    phone: '+1 520 555 0228',
    company: 'Carver Industrial Supply',
    message:
      'We are a distributor. Our price list lives in a 30-tab Excel file that we email to 400 dealers every month, and every dealer has different discounts. We want a dealer portal where they log in and see their own prices and place orders, connected to our Epicor ERP. Is this a project you would take on?',
  },
  {
    name: 'Lauren Pierce',
    email: 'lauren.pierce@pierceteamrealty.com',
    phone: '+1 480 555 0229',
    company: 'Pierce Team Realty',
    message:
      'We buy leads from Zillow, Realtor.com and Facebook ads and they land in three different inboxes. We want every lead routed into Follow Up Boss automatically within a minute, assigned round robin, with a text sent to the buyer. Can you set this up, and can you maintain it after?',
  },
  {
    name: 'Omar Saleh',
    email: 'omar@tallyledger.app',
    phone: '+1 650 555 0230',
    company: 'TallyLedger',
    message:
      'We are launching our app on March 3rd. We have the explainer video and the copy, but need a developer to build the landing page, connect the signup to our backend and set up analytics. Hard deadline, so we would pay a premium for someone who can start this week.',
  },
  {
    name: 'Nadia Petrakis',
    email: 'nadia@learnwithnadia.com',
    phone: '+1 602 555 0231',
    company: 'Learn With Nadia',
    message:
      'I sell online courses for nurses (about 3,000 students). My membership site is on a plugin that is no longer updated. I want it moved to something maintained, with Stripe subscriptions, and my students must not lose their progress. Can you quote the migration?',
  },
  {
    name: 'Henry Caldwell',
    email: 'henry@caldwelloutdoor.com',
    phone: '+1 928 555 0232',
    company: 'Caldwell Outdoor Supply',
    message:
      'Our organic traffic dropped 40% after the last Google core update and our Google Business Profiles for our three stores show the wrong hours. We want someone to audit our site, improve our rankings for our main product categories and clean up the listings. Do you do SEO for your clients or only IT?',
  },
  {
    name: 'Irene Holloway',
    email: 'iholloway@hollowaydesignbuild.com',
    phone: '+1 480 555 0233',
    company: 'Holloway Design Build',
    message:
      'Our domain expires next month and the registrar account is in the name of an employee who left two years ago. We also have no idea who controls our DNS. Can you help us recover the domain and move everything to an account we own?',
  },
  {
    name: 'Martin Aguilar',
    email: 'martin@aguilarautogroup.com',
    phone: '+1 520 555 0234',
    company: 'Aguilar Auto Group',
    message:
      'We received a demand letter from a law firm claiming our dealership website is not ADA compliant and threatening a lawsuit. Our lawyer says we need an accessibility audit and fixes within 30 days. Do you do WCAG audits and remediation? Our site is on DealerOn.',
  },
  {
    name: 'Sasha Lindgren',
    email: 'sasha@pinecrestweb.com',
    phone: '+1 928 555 0235',
    company: 'Pinecrest Web Studio',
    message:
      'We are a small web agency reselling hosting to about 60 clients from one aging VPS. We want to move them to managed AWS (or similar) with backups and monitoring, and ideally hand the server care to someone else. Do you take on work like this for agencies?',
  },
  {
    name: 'Alan Whitaker',
    email: 'alan.whitaker@duck.com',
    phone: '+1 480 555 0236',
    company: 'Whitaker Tax & Bookkeeping',
    message:
      'I run a bookkeeping practice from a home office. Client files on one laptop and an external drive. I want a proper backup, a firewall and secure client file sharing before next tax season. Do you work with one-person businesses?',
  },
  {
    name: 'Rebecca Stone',
    email: 'claims.automation@mozmail.com',
    phone: '+1 602 555 0237',
    company: 'Meridian Medical Billing',
    message:
      'I am the CFO of a medical billing company (120 staff). We want to automate claim intake with AI and OCR: read the EOBs, match them to claims and flag denials. Budget is $150k, timeline six months. Please have someone who has done healthcare data projects reach out.',
  },
  {
    name: 'Joel Fischer',
    email: 'cold.river.42@simplelogin.com',
    phone: '+1 415 555 0238',
    company: 'Stackwise (seed stage)',
    message:
      'We are a seed-stage SaaS startup and need a fractional CTO two days a week for about 6 months: architecture review, hiring our first engineers, and getting our containers on GCP into shape. Do you provide that, and at what rate?',
  },
  {
    name: 'Lucia Romero',
    email: 'hotel.inquiry@addy.io',
    phone: '+1 520 555 0239',
    company: 'Casa Romero Hotel',
    message:
      'We would like a chatbot on our hotel website that answers guests in English and Spanish (parking, pets, check-in times) and can check availability in our PMS (Cloudbeds). Is this something your team builds? We are a 40-room boutique hotel.',
  },
  {
    name: 'Wesley Grant',
    email: 'wgrant@summitsweeps.com',
    phone: '+1 702 555 0240',
    company: 'Summit Sweepstakes Gaming',
    message:
      'We run a licensed online sweepstakes gaming platform and have a big promotion weekend in five weeks. We need load testing to 20,000 concurrent players and a PCI DSS gap assessment before then. Can you staff this quickly?',
  },
  {
    name: 'Esperanza Luna',
    email: 'eluna@financieradelsol.com',
    phone: '+1 520 555 0241',
    company: 'Financiera del Sol',
    message:
      'Buenas tardes. Somos una financiera de préstamos personales y para pequeños negocios en Tucson. Queremos una aplicación donde los clientes soliciten su préstamo desde el celular, suban sus documentos y reciban la pre-aprobación. ¿Cuánto cuesta un proyecto así y cuánto tiempo toma?',
  },
  {
    name: 'Anil Kapoor',
    email: 'anil.kapoor@kapoortextiles.in',
    phone: '+91 98200 55501',
    company: 'Kapoor Textiles',
    message:
      'Dear Sir/Madam, we are opening our first US warehouse in Phoenix in spring. We need the office network, 15 laptops, Microsoft 365 and a connection to our ERP in Mumbai. Kindly share your proposal and rates for setup and monthly support.',
  },
  {
    name: 'Gina Marchetti',
    email: 'gina@marchettilaw.com',
    phone: '+1 602 555 0242',
    company: 'Marchetti Law',
    message:
      'A competitor copied our website word for word. Before we send a DMCA takedown to their host we need someone to preserve evidence (screenshots with timestamps, the hosting and registrar records) in a way that would hold up. Is this something your security team does?',
  },
  {
    name: 'Frank Dolan',
    email: 'frank@dolanhvac.com',
    phone: '+1 480 555 0243',
    company: 'Dolan Heating & Cooling',
    message:
      'Someone got into our bookkeeper’s email and changed the bank details on an invoice. A customer paid $18,000 to the wrong account. We need someone to find out how they got in, lock everything down and write up what happened for our insurance. Today if possible.',
  },
  {
    name: 'Theresa Nakamura',
    email: 'tnakamura@pacificrimgrocers.com',
    phone: '+1 602 555 0244',
    company: 'Pacific Rim Grocers',
    message:
      'Do you offer a free assessment before quoting? We want a fixed price for moving our two stores off our old on-premise server to Microsoft 365 and Azure, and we would like some kind of guarantee that the stores will not be down during business hours.',
  },
  {
    name: 'Derek Olson',
    email: 'derek.olson@yahoo.com',
    phone: '+1 480 555 0245',
    company: 'self',
    message:
      'Hi, I am a QA automation engineer (Playwright, Cypress, Java) looking for my next contract. $60/hr C2C or $55 W2, I can start Monday. I have worked for two banks and a healthcare company. Do you have anything open?',
  },
  {
    name: 'Alicia Burns',
    email: 'aburns@brightwaterrx.com',
    phone: '+1 928 555 0246',
    company: 'Brightwater Compounding Pharmacy',
    message:
      'We need to replace our website and online prescription refill form. The current one was built by a marketing company that went out of business and it sends refill requests by plain email. We need it HIPAA compliant, and we want to rank well on Google for compounding in Flagstaff. Please send pricing.',
  },
  {
    name: 'Graham Porter',
    email: 'gporter@porterfreight.com',
    phone: '+1 623 555 0247',
    company: 'Porter Freight Lines',
    message:
      'Our RFP for a dispatch and container tracking system is posted here: https://porterfreight.com/rfp/dispatch-2027.pdf and questions go through our vendor portal at https://porterfreight.bonfirehub.com. Responses are due January 30. Please let us know if you plan to bid.',
  },
  {
    name: 'Shannon Wu',
    email: 'shannon.wu@icloud.com',
    phone: '+1 602 555 0248',
    company: 'Wu Family Dental',
    message:
      'hi! our office manager found you on google. we need new computers for the front desk and the x-ray room and someone who can come fast when things break. we are in chandler. can you give us a call this week? thanks so much',
  },
];
