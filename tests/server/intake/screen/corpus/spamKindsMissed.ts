import type { ContactMessage } from '../../../../../client/features/contact/contactMessage';

/**
 * Kinds of contact-form spam that reached the inbox in issue 29's trial: offshore shops, lead
 * lists, explainer videos, AI chatbot and voice-agent resellers, business loans, crypto recovery,
 * Google Business and copyright notices, reseller hosting, ADA threats, domain-expiry scares and
 * their neighbours. Written for issue 29 apart from the screen's rules; every domain is invented.
 */
export const spamKindsMissed: ContactMessage[] = [
  {
    name: 'Arjun Mehta',
    email: 'arjun@quantumleapsoft.in',
    phone: '+91 99887 76655',
    company: 'QuantumLeap Softech',
    message:
      'Hello Team, hope you are doing well. We are a 150-member software development company based in Ahmedabad, India, delivering custom web and mobile applications for clients in the US, UK and Australia. We can work as your offshore development center at 60% lower cost than hiring locally. Would you be open to a short call to explore a partnership?',
  },
  {
    name: 'Olena Kravets',
    email: 'olena.kravets@devbridge-outsourcing.com',
    phone: '+380 67 555 0101',
    company: 'DevBridge Outsourcing',
    message:
      'Hi there! Struggling to hire senior engineers? Our dedicated teams in Eastern Europe can start on your projects within two weeks: React, Node, .NET, QA, DevOps. Flexible engagement, no long-term contract. Shall I share a few CVs of our available developers?',
  },
  {
    name: 'Ronnie Fields',
    email: 'ronnie@techbuyerdata.com',
    phone: '+1 555 020 1100',
    company: 'TechBuyer Data',
    message:
      'Hi, we have just updated our database of 48,500 CIOs, CTOs and IT directors at US companies with 50 to 5,000 employees, including verified direct dials and emails. Perfect for a staffing firm like yours. Can I send you a free sample of 100 records and pricing?',
  },
  {
    name: 'Kelly Marsh',
    email: 'kelly.marsh@eventattendeelists.net',
    phone: '+1 555 020 1101',
    company: 'Event Attendee Lists',
    message:
      'Would you be interested in acquiring the attendee list of Cloud Expo North America 2026? 12,400 verified contacts with full details. Let me know your target audience and I will send counts and cost.',
  },
  {
    name: 'Mateo Silva',
    email: 'mateo@storyframeanimations.com',
    phone: '+1 555 020 1102',
    company: 'StoryFrame Animations',
    message:
      'Hi, I was looking at your services and felt that a 60-second animated explainer video could explain what you do far better than text. Our videos have helped B2B companies lift conversions by up to 80%. I put together a short script idea for you. Mind if I send it over?',
  },
  {
    name: 'Brandon Lowe',
    email: 'brandon@replybotpro.ai',
    phone: '+1 555 020 1103',
    company: 'ReplyBot Pro',
    message:
      'Quick one: visitors leave your site every night without anyone answering them. Our AI chatbot learns your website in 5 minutes and answers your visitors 24/7, books meetings and captures leads while you sleep. Agencies also resell it under their own brand and keep 40%. Want a free 14-day trial?',
  },
  {
    name: 'Natalie Brooks',
    email: 'natalie@callgeniehq.com',
    phone: '+1 555 020 1104',
    company: 'CallGenie',
    message:
      'Hi! How many calls does your business miss each week? Our AI voice agent answers your phone 24/7 in a natural human voice, qualifies callers and books them straight into your calendar. Businesses like yours recover thousands in lost revenue every month. Can I show you a 3-minute demo?',
  },
  {
    name: 'Greg Hollins',
    email: 'greg.hollins@summitbizcapital.com',
    phone: '+1 555 020 1105',
    company: 'Summit Biz Capital',
    message:
      'Good news: based on your time in business you may qualify for a revolving credit line of up to $500,000. No hard credit pull to check your offer, funds as soon as tomorrow. Reply with your best number and I will have your options ready today.',
  },
  {
    name: 'Melissa Grant',
    email: 'mgrant@sbaexpresslending.co',
    phone: '+1 555 020 1106',
    company: 'SBA Express Lending',
    message:
      'Hello, I am reaching out to business owners in Arizona about SBA 7(a) loans from $50K to $5M at today’s rates. Our team handles all the paperwork for you. It takes 3 minutes to see what you qualify for. When is a good time to talk?',
  },
  {
    name: 'Agent Harris',
    email: 'recovery.desk@chainrecoverylabs.com',
    phone: '+1 555 020 1107',
    company: 'ChainRecovery Labs',
    message:
      'Have you or your clients lost Bitcoin, USDT or other crypto to a fake investment site or a romance scam? Our certified blockchain forensic experts trace stolen funds and get them back. 92% success rate, pay only after recovery. Contact our recovery desk today for a free case review.',
  },
  {
    name: 'Google Business Team',
    email: 'verification@gbp-listing-support.com',
    phone: '+1 555 020 1108',
    company: 'Business Profile Support',
    message:
      'Important: your Google Business Profile has not been verified and will be removed from Google Search and Maps within 72 hours. To keep your listing active, complete verification with a listing specialist at the number above. Reference GBP-44712.',
  },
  {
    name: 'Erika Lang',
    email: 'erika.lang.photo@protonmail.com',
    phone: '+49 151 5555 0101',
    company: 'Erika Lang Photography',
    message:
      'Hi, I am a professional photographer and found several of my photos on your site used without a license. This is a copyright infringement. Please see the attached evidence in the link below and contact me to settle within 5 days, otherwise my attorney will file a claim. https://drive-files-share.com/e/infringement-evidence',
  },
  {
    name: 'Peter Vance',
    email: 'peter@hostresellerhub.com',
    phone: '+1 555 020 1109',
    company: 'HostReseller Hub',
    message:
      'Start your own web hosting brand today! Our white-label reseller hosting gives you unlimited cPanel accounts, free SSL and 24/7 support for $9.95/month. Your customers will never know it is us. Launch in minutes, sign up now and get the first month free.',
  },
  {
    name: 'Compliance Desk',
    email: 'alerts@accessibilityriskreport.com',
    phone: '+1 555 020 1110',
    company: 'Accessibility Risk Report',
    message:
      'We scanned your website and found 37 accessibility violations under WCAG 2.1. More than 4,000 ADA website lawsuits were filed last year, and companies your size settle for $25,000 or more. Protect your business now: our remediation plan starts at $49/month.',
  },
  {
    name: 'Domain Services',
    email: 'notices@domain-listing-center.com',
    phone: '+1 555 020 1111',
    company: 'Domain Listing Center',
    message:
      'FINAL NOTICE: the search engine listing for your domain is due for renewal. If it is not renewed by the date on this notice, your business may no longer appear in search results and you may lose customers. Process your payment of $86 today to keep your listing.',
  },
  {
    name: 'Amit Kumar',
    email: 'amit.seo.expert@gmail.com',
    phone: '+91 97111 55501',
    company: 'Digital Growth Solutions',
    message:
      'Hello Business Owner, I went through your website and it is not ranking for many important keywords because of on-page errors, missing meta tags and poor backlinks. I can bring your website to the top of Google search results with our affordable monthly packages. Shall I send you the error report and a quotation?',
  },
  {
    name: 'Claire Donovan',
    email: 'claire.donovan.writer@gmail.com',
    phone: '+1 555 020 1112',
    company: 'Freelance writer',
    message:
      'Hi, I am a tech writer and a big fan of your blog. I would love to contribute a well-researched article on cloud cost optimization for your readers, completely free. In return I would only ask for one contextual link in the body. Would that work for you?',
  },
  {
    name: 'Noah Pierce',
    email: 'noah@nichepublisher.net',
    phone: '+1 555 020 1113',
    company: 'Niche Publisher',
    message:
      'Hello, we work with several brands who want to be featured on sites like yours. We can pay $120 for a sponsored article or $80 to add a link to one of your existing posts. Payment by PayPal within 24 hours. Interested?',
  },
  {
    name: 'Sienna Hart',
    email: 'sienna@conversionlabstudio.com',
    phone: '+1 555 020 1114',
    company: 'Conversion Lab Studio',
    message:
      'Hey, I spent a few minutes on your homepage. Nice work, but I think you are leaving leads on the table: the call to action is buried and the page takes too long to load. We redesigned sites for 200+ B2B firms and typically double their inquiries. Want a free video teardown of your site?',
  },
  {
    name: 'Jordan Miles',
    email: 'jordan@linkedgrowthpartners.com',
    phone: '+1 555 020 1115',
    company: 'LinkedGrowth Partners',
    message:
      'Hi, your LinkedIn company page has not posted in months. We run LinkedIn for IT firms: 3 posts a week, outreach to decision makers on your behalf, and 8 to 12 booked meetings per month. Interested in seeing how we did it for a firm like yours?',
  },
  {
    name: 'Rachel Kim',
    email: 'rachel@starratingboost.com',
    phone: '+1 555 020 1116',
    company: 'Star Rating Boost',
    message:
      'Did you know 9 out of 10 customers read reviews before choosing a provider? We help businesses like yours get more 5-star reviews on Google and push negative ones down. Plans start at $99/month, cancel anytime. Can I send details?',
  },
  {
    name: 'Victor Hale',
    email: 'victor@outboundmachine.io',
    phone: '+1 555 020 1117',
    company: 'Outbound Machine',
    message:
      'Hey there, what if you had 20 qualified sales meetings on your calendar next month without hiring a single SDR? We run cold email and LinkedIn outreach for IT service companies, fully done for you. Pay per meeting. Worth a 10-minute chat this week?',
  },
  {
    name: 'Laura Bennett',
    email: 'laura.bennett@paysaverprocessing.com',
    phone: '+1 555 020 1118',
    company: 'PaySaver Processing',
    message:
      'Are you overpaying on credit card processing fees? Most businesses we review are. Send me one recent statement and I will show you exactly how much you can save. Zero cost to switch, and we will beat your current rate or give you $500.',
  },
  {
    name: 'Accounts Receivable',
    email: 'billing@invoice-docs-portal.com',
    phone: '+1 555 020 1119',
    company: 'Accounts Department',
    message:
      'Hello, your invoice #INV-20931 for $2,480.00 is past due. Please review the invoice and remit payment to avoid late fees and service interruption. View invoice: https://invoice-docs-portal.com/view?inv=20931&ref=sonoran',
  },
  {
    name: 'Jason Wolfe',
    email: 'jason.wolfe.invest@gmail.com',
    phone: '+44 7700 900456',
    company: 'QuantEdge AI',
    message:
      'Our AI trading algorithm made our members 3.2% a day last quarter, fully automated. Start with $250 and watch your balance grow, withdraw anytime. Spots for new members are limited this month. Message me for the invite link.',
  },
  {
    name: 'Awards Committee',
    email: 'committee@bestofbusinessawards.org',
    phone: '+1 555 020 1120',
    company: 'Best of Business Awards',
    message:
      'Congratulations! Your company has been selected as a winner of the 2026 Best of Phoenix Business Award in the IT Services category. To receive your award plaque, digital badge and press release, please confirm your details and the processing fee of $297 by Friday.',
  },
  {
    name: 'Podcast Booking',
    email: 'bookings@founderspotlightshow.com',
    phone: '+1 555 020 1121',
    company: 'Founder Spotlight Show',
    message:
      'Hi, our producers would love to feature your company on the Founder Spotlight podcast, with an audience of 250,000 business owners. Guest spots include a professionally produced episode and promotion across our channels for a one-time sponsorship fee. Are you available for a quick call?',
  },
  {
    name: 'Tanya Ruiz',
    email: 'tanya@websitebrokenlinkscan.com',
    phone: '+1 555 020 1122',
    company: 'Site Health Scan',
    message:
      'Hello, while browsing your website I found 14 broken links, 6 missing images and an expired SSL warning on two pages. These issues hurt your Google ranking and make visitors leave. I can fix them all for a small one-time fee. Should I send you the list?',
  },
];
