import type { ContactMessage } from '../../../../../client/features/contact/contactMessage';

/**
 * Kinds of contact-form spam, written for this corpus after the patterns public spam
 * collections show (SEO and link offers, redesign pitches, loans and tax credits, crypto,
 * lead lists, foreign-script blasts, fake notices, adult and pharma). Every domain is invented.
 */
export const spam: ContactMessage[] = [
  {
    name: 'Mike Peterson',
    email: 'mike.peterson.seo@gmail.com',
    phone: '+1 555 010 2030',
    company: 'Rank Boosters',
    message:
      'Hello, I was checking your website and noticed it is not on the first page of Google for important keywords. Our SEO services can get you ranking higher within 90 days. Reply with "yes" for a free audit.',
  },
  {
    name: 'Sophia Williams',
    email: 'sophia@linkvault-outreach.com',
    phone: '0000000000',
    company: 'Link Vault',
    message:
      'Hi, we sell high quality backlinks from DA 50+ sites. Guest posts start at $35. Do-follow, permanent. Check our list: https://linkvault-outreach.com/list and https://linkvault-outreach.com/prices',
  },
  {
    name: 'Ryan Cooper',
    email: 'ryan.cooper.webs@outlook.com',
    phone: '123456789',
    company: 'Pixel Perfect Webs',
    message:
      'Hi there, I came across your website and noticed it looks outdated and is not mobile friendly. We can build you a new modern website for just $499. Interested? Just reply to this message.',
  },
  {
    name: 'Анна Смирнова',
    email: 'anna.smirnova@mail-promo.ru',
    phone: '+7 900 555 0101',
    company: 'Промо Групп',
    message:
      'Здравствуйте! Предлагаем услуги по продвижению сайтов в поисковых системах. Гарантируем результат за один месяц. Пишите нам для получения подробной информации.',
  },
  {
    name: 'Li Wei',
    email: 'liwei8888@163.com',
    phone: '+86 138 0000 0000',
    company: '深圳贸易有限公司',
    message:
      '您好，我们公司专业提供各类电子产品批发，价格优惠，质量保证。欢迎联系我们获取最新报价单。',
  },
  {
    name: 'Jessica Hall',
    email: 'jessica@fastcapital-funding.com',
    phone: '+1 555 019 7788',
    company: 'Fast Capital',
    message:
      'Your business is pre-approved for up to $250,000 in working capital. Same-day funding, no collateral, bad credit OK. Get started here: https://bit.ly/3xFundNow',
  },
  {
    name: 'David Moore',
    email: 'david.moore.erc@gmail.com',
    phone: '+1 555 014 3322',
    company: 'ERC Specialists',
    message:
      'Did you know your business may qualify for up to $26,000 per employee through the Employee Retention Credit? Most business owners miss out. Check eligibility in 2 minutes at https://erc-check-now.com. Reply STOP to opt out.',
  },
  {
    name: 'Crypto Queen',
    email: 'bitprofit2026@mailinator.com',
    phone: '+44 7700 900123',
    company: 'BitProfit',
    message:
      'Make $5000 daily with our automated bitcoin trading bot! Passive income guaranteed. Join our Telegram: t.me/bitprofit_signals',
  },
  {
    name: 'Tom Bradley',
    email: 'tom@leadlistpro.net',
    phone: '+1 555 012 8899',
    company: 'Lead List Pro',
    message:
      'Hello, would you be interested in an email list of 25,000 IT decision makers in the USA? Verified contacts with name, title, phone and email. Sample available on request. If not interested, reply "remove".',
  },
  {
    name: 'Olivia Brown',
    email: 'olivia.appointments@gmail.com',
    phone: '+1 555 018 4455',
    company: 'Booked Solid',
    message:
      "Hi, I'll be brief. We help IT companies book 10-15 qualified sales calls per month with our appointment setting service. You only pay per meeting. Worth a quick chat? If not interested? just let me know.",
  },
  {
    name: 'Kevin Lee',
    email: 'kevin@animatedexplainers.co',
    phone: '+1 555 013 6677',
    company: 'Animated Explainers',
    message:
      "Hi, I watched your homepage and I think an explainer video would increase your conversions. We've made 2000+ videos. Here are samples: https://animatedexplainers.co/portfolio https://vimeo.com/000000000 https://animatedexplainers.co/pricing",
  },
  {
    name: 'Rahul Sharma',
    email: 'rahul.devs@gmail.com',
    phone: '+91 98765 43210',
    company: 'CodeNest Technologies',
    message:
      'Dear Sir/Madam, we are a leading IT company from India providing website development, mobile app development, SEO services and digital marketing at affordable prices. Hire dedicated developers at $15/hour. Kindly share your requirements on WhatsApp +91 98765 43210.',
  },
  {
    name: 'Emma Davis',
    email: 'emma.d@reviewboost.io',
    phone: '+1 555 011 2233',
    company: 'Review Boost',
    message:
      'Get more 5-star Google reviews for your business on autopilot! Businesses with more reviews get more customers. Start a free trial today.',
  },
  {
    name: 'Copyright Agent',
    email: 'legal.notice.dmca@proton.me',
    phone: '000',
    company: 'Photo Rights',
    message:
      'Hello, your website is using my copyrighted images without permission. This is a DMCA notice. Download the list of images here: https://sites.google.com/view/dmca-evidence-2031/download and remove them within 48 hours or legal action will follow.',
  },
  {
    name: 'Casino Bonus',
    email: 'bonus@win-big-online.biz',
    phone: '111',
    company: 'WinBig',
    message:
      'Best online casino 2026! Get 500% welcome bonus and 200 free spins. Play slots online now: <a href="https://win-big-online.biz">WIN BIG</a>',
  },
  {
    name: 'Pharmacy',
    email: 'rx@cheap-meds-store.top',
    phone: '222',
    company: 'Meds',
    message:
      'Buy viagra and cialis online without prescription. Lowest prices, fast discreet shipping. [url=https://cheap-meds-store.top]order here[/url]',
  },
  {
    name: 'Sweet Anna',
    email: 'anna.sweet@yopmail.com',
    phone: '333',
    company: 'Dating',
    message:
      'Hi, I saw your profile and want to meet you. Lonely? Adult dating with sexy girls near you: https://tinyurl.com/y3meetnow',
  },
  {
    name: 'Mark Wilson',
    email: 'mark.wilson.domains@gmail.com',
    phone: '+1 555 016 9900',
    company: 'Domain Registry Services',
    message:
      'ATTENTION: Your domain sonorantechpartners.com is about to expire. Failure to renew will result in loss of your online presence. Renew now at https://domain-renewal-notice.com/renew to avoid service interruption. Unsubscribe here.',
  },
  {
    name: 'Alex Turner',
    email: 'alex@chatbotgenius.ai',
    phone: '+1 555 017 1122',
    company: 'Chatbot Genius',
    message:
      'I noticed your website does not have an AI chatbot. We can build one that answers customers 24/7 and captures leads. Increase your sales by 30% guaranteed. Book a demo this week?',
  },
  {
    name: 'Grace Taylor',
    email: 'grace.va.services@gmail.com',
    phone: '+63 917 555 0100',
    company: 'Remote Helpers PH',
    message:
      'Hello dear, are you overwhelmed with admin work? Our virtual assistant services for busy owners start at $6/hour. Data entry, email management, social media management services. Contact me on WhatsApp.',
  },
  {
    name: 'James Anderson',
    email: 'j.anderson@adacompliancegroup.com',
    phone: '+1 555 015 4433',
    company: 'ADA Compliance Group',
    message:
      'Your website is not ADA compliant and your business is at risk of a lawsuit. Thousands of companies were sued last year. Get a free accessibility audit here: https://ada-audit-free.com/scan?site=sonorantechpartners.com and https://ada-audit-free.com/report',
  },
  {
    name: 'Wiki Experts',
    email: 'pages@wiki-creators.org',
    phone: '444',
    company: 'Wiki Creators',
    message:
      'Does your company have a Wikipedia page? We create and publish Wikipedia pages for businesses. 100% approval. Also press release distribution to 500 news sites. Reply for pricing.',
  },
  {
    name: 'Peter Schmidt',
    email: 'peter@speedfix-web.com',
    phone: '+1 555 010 7788',
    company: 'SpeedFix',
    message:
      'Hi, your website is slow. It takes 9 seconds to load on mobile which is killing your traffic. We can make it load under 2 seconds and boost your Google ranking. Free speed report: https://speedfix-web.com/report',
  },
  {
    name: 'Linda Garcia',
    email: 'linda.g@socialgrow.net',
    phone: '+1 555 012 5566',
    company: 'Social Grow',
    message:
      'Want 10k real Instagram followers and YouTube subscribers? Grow your brand fast with our social media marketing services package. Prices from $19. Visit https://socialgrow.net or message us on Telegram.',
  },
  {
    name: 'Otto Müller',
    email: 'otto.mueller@guerrillamail.com',
    phone: '555',
    company: 'Investment Club',
    message:
      'Investment opportunity: double your money in 30 days with our forex signals. Minimum deposit $250. Thousands of happy members. Join today!',
  },
  {
    name: 'Barrister John Mensah',
    email: 'john.mensah.chambers@outlook.com',
    phone: '+233 20 555 0101',
    company: 'Mensah Chambers',
    message:
      'Dear friend, I am Barrister John Mensah, attorney to a late client who shares your surname and left an unclaimed fund of $8.5 million. I seek your consent to present you as the beneficiary. Please reply with your full name and phone for more details. This is confidential.',
  },
  {
    name: 'Nina Petrova',
    email: 'nina.petrova@yandex.ru',
    phone: '+7 911 555 0102',
    company: 'Бизнес Решения',
    message:
      'Добрый день! Хотим предложить вам сотрудничество. Наша компания занимается разработкой сайтов и рекламой в интернете. Первая консультация бесплатно. Звоните или пишите в любое время.',
  },
  {
    name: 'Kim Min-jun',
    email: 'minjun.kim@naver-promo.kr',
    phone: '+82 10 5555 0101',
    company: '마케팅 코리아',
    message:
      '안녕하세요. 저희는 온라인 마케팅 전문 회사입니다. 귀사의 홈페이지 방문자를 늘려드립니다. 자세한 내용은 연락 주세요.',
  },
  {
    name: 'Ivan',
    email: 'ivan.bulk@rambler.ru',
    phone: '+7 999 555 0103',
    company: 'Рассылки',
    message:
      'Рассылка по формам обратной связи. Ваше предложение увидят тысячи компаний. Недорого, быстро, эффективно. Telegram: @formblast',
  },
  {
    name: 'Form Blast',
    email: 'results@contactformblasting.com',
    phone: '666',
    company: 'Form Blast',
    message:
      'You are reading this message, right? That proves contact form advertising works! We can send your ad to millions of website contact forms for one low price. Learn more: https://contactformblasting.com',
  },
  {
    name: 'Daniel White',
    email: 'daniel.white.logo@gmail.com',
    phone: '+1 555 019 1234',
    company: 'Logo Masters',
    message:
      'Hi! I can design a new professional logo for your business for only $25. Unlimited revisions, delivered in 24 hours. Portfolio: https://behance.net/logomasters https://dribbble.com/logomasters https://logomasters.co',
  },
  {
    name: 'Sarah Johnson',
    email: 'sarah.johnson.bulk@gmail.com',
    phone: '+1 555 011 9876',
    company: 'Bulk SMS Pro',
    message:
      'Reach your customers instantly! Bulk SMS and WhatsApp marketing at $0.002 per message. 98% open rate. Free 500 credits to start. Visit https://bulksmspro.app',
  },
  {
    name: 'Chris Evans',
    email: 'chris@mapsrankers.com',
    phone: '+1 555 013 2468',
    company: 'Maps Rankers',
    message:
      'I searched for IT consulting in Phoenix and your business was not in the Google Maps top 3. We can get your Google Business Profile ranking #1 in your area. No contract. Can I send you a short video?',
  },
  {
    name: 'Hannah Clark',
    email: 'hannah@guestpostnetwork.net',
    phone: '777',
    company: 'Guest Post Network',
    message:
      'Hello, I am interested in publishing a sponsored article on your blog. Can you share your price for a guest post with one do-follow link? Looking forward to working together.',
  },
  {
    name: 'Robert King',
    email: 'robert.king.outreach@gmail.com',
    phone: '+1 555 016 1357',
    company: 'Link Insertion Co',
    message:
      'Hi, I found your article about cloud security and I would like to add a link to our client site in it. We pay $50 per link insertion. Let me know if this works.',
  },
  {
    name: 'Work From Home',
    email: 'jobs.remote.hiring@sharklasers.com',
    phone: '888',
    company: 'Remote Jobs',
    message:
      'Earn $500-$1000 per day working from home! No experience required. Just 2 hours a day with your phone. Limited spots, apply now on WhatsApp.',
  },
  {
    name: 'Wholesale Supplier',
    email: 'sales@ppe-wholesale-direct.com',
    phone: '999',
    company: 'PPE Direct',
    message:
      'Dear business owner, we supply nitrile gloves, N95 masks and sanitizer at factory prices. Minimum order 1 container. Send us your inquiry for a price list.',
  },
  {
    name: 'Airdrop',
    email: 'claim@token-airdrop.xyz',
    phone: '123',
    company: 'Token Airdrop',
    message:
      'Congratulations! Your wallet is eligible for 5000 USDT airdrop. Claim before it expires: https://cutt.ly/claim-usdt-now',
  },
  {
    name: 'Steven Baker',
    email: 'steven@marketresearchdata.co',
    phone: '+1 555 018 0011',
    company: 'Market Research Data',
    message:
      'Hi, would you like a B2B database of 1.2M US companies with decision maker emails? Special discount this week only. Unsubscribe by replying no.',
  },
  {
    name: 'Laura Scott',
    email: 'laura.scott.apps@gmail.com',
    phone: '+1 555 014 8642',
    company: 'AppCrafters',
    message:
      'Hello, we are an app development company. We can build you a mobile app for iOS and Android to increase your revenue. Our prices are the lowest in the market. Reply to get a free quote.',
  },
  {
    name: 'Yusuf',
    email: 'yusuf.trade@gmail.com',
    phone: '+90 555 555 0101',
    company: 'Global Trade',
    message:
      'مرحبا، نحن شركة تجارية نقدم أفضل الأسعار للمنتجات الإلكترونية والملابس. تواصل معنا عبر الواتساب للحصول على قائمة الأسعار.',
  },
  {
    name: 'Translation Pros',
    email: 'info@translate-fast.net',
    phone: '321',
    company: 'Translate Fast',
    message:
      'Hello, we noticed your website is only in English. Translate your site into 50 languages and reach global customers. First 500 words free! https://translate-fast.net/free',
  },
  {
    name: 'Eric Young',
    email: 'eric.young.factoring@outlook.com',
    phone: '+1 555 017 5544',
    company: 'Prime Factoring',
    message:
      'Waiting 60 days for clients to pay invoices? We buy your invoices and fund you in 24 hours. Business financing for IT staffing firms, no credit check. Reply YES and I will send the details.',
  },
  {
    name: 'Amy Wright',
    email: 'amy@webredesignstudio.net',
    phone: '+1 555 012 9753',
    company: 'Web Redesign Studio',
    message:
      'I was on your site today. Honestly, the design is fine, but a revamp of your website could double your leads. We did this for 300+ consulting firms. Want me to send a free mockup? Just say the word.',
  },
  {
    name: 'Affiliate',
    email: 'partner@earn-affiliate.click',
    phone: '654',
    company: 'Earn Affiliate',
    message:
      'Earn passive income by promoting our products! 50% commission. Sign up: https://rb.gy/earn50 https://earn-affiliate.click/join',
  },
  {
    name: 'Julia Roberts',
    email: 'julia.roberts.seo@gmail.com',
    phone: '+1 555 015 8520',
    company: 'Organic Growth Agency',
    message:
      'Hey, quick question - would you like more organic traffic? We help B2B companies improve their Google rankings with content and link building. We guarantee page 1 of Google. Can I send over a proposal?',
  },
  {
    name: 'Xu Ming',
    email: 'xuming@qq.com',
    phone: '+86 139 0000 0001',
    company: '广州制造',
    message:
      '尊敬的客户：我司生产各种LED灯具，出口欧美二十年，质量可靠，价格合理。诚邀您来电洽谈合作。',
  },
  {
    name: 'George Martin',
    email: 'george@cyberscan-alerts.com',
    phone: '+1 555 019 6420',
    company: 'CyberScan',
    message:
      'Security alert: we found 14 critical vulnerabilities on your website. Hackers could steal your data. See the full report at https://bit.ly/sec-report-14 before it is too late.',
  },
  {
    name: 'Jake Miller',
    email: 'jake.m.growth@gmail.com',
    phone: '+1 555 010 4444',
    company: 'GrowthHackers',
    message:
      'Hi, are you currently taking on new clients? We have a network of small businesses looking for IT partners and can send you 20 warm introductions a month. Our fee is small. Interested?',
  },
  {
    name: 'Nora',
    email: 'nora.writes@outlook.com',
    phone: '+1 555 011 4545',
    company: 'Content Pro',
    message:
      'Hello! I am a professional content writer. I can write SEO-optimized blog posts for your website at $30 per article. Let me know if you need content.',
  },
  {
    name: 'Tyler Grant',
    email: 'tyler@fundingsource.biz',
    phone: '+1 555 012 4646',
    company: 'Funding Source',
    message:
      'Hi, quick question: would an extra $150k in capital help your company grow this year? Approval in 24 hours, no paperwork. Call me back.',
  },
  {
    name: 'Marina',
    email: 'marina.k@inbox.lv',
    phone: '+371 2555 0101',
    company: 'Baltic Promo',
    message:
      'Приветствую! Готовы обсудить размещение рекламы на вашем сайте? Ответьте, пожалуйста.',
  },
  {
    name: 'Support Team',
    email: 'support@meta-business-help.com',
    phone: '000',
    company: 'Meta Support',
    message:
      'Your Facebook page has been flagged for violating community standards and will be disabled in 24 hours. Appeal here: https://meta-appeal-center.help/case/8821',
  },
  {
    name: 'Ben Carter',
    email: 'ben.carter.video@gmail.com',
    phone: '+1 555 013 4747',
    company: 'Motion Studio',
    message:
      'Hey there, I made a short demo video for your company for free - can I send it to you? If you like it we can talk about a full version.',
  },
  {
    name: 'Lisa',
    email: 'lisa.h@recruitmentleads.co',
    phone: '+1 555 014 4848',
    company: 'Recruitment Leads',
    message:
      'We have a list of 4,000 IT contractors actively looking for work in Arizona, with phone numbers. Want it? Only $199 this week.',
  },
  {
    name: 'Paul',
    email: 'paul@gptautomation.ai',
    phone: '+1 555 015 4949',
    company: 'GPT Automation',
    message:
      'Hi, I can automate your business with AI agents and save you 40 hours a week. I built this for 50+ agencies. Free consultation: https://calendly.com/gptautomation/30min',
  },
  {
    name: 'Hassan',
    email: 'hassan.trading@gmail.com',
    phone: '+971 50 555 0101',
    company: 'Dubai General Trading',
    message:
      'Greetings, we are interested in your products and would like to place a large order. Please send your catalog and price list to our purchasing department.',
  },
  {
    name: 'Emily',
    email: 'emily.rose1994@yahoo.com',
    phone: '+1 555 016 5050',
    company: 'none',
    message:
      'Hi handsome, I found your email on the site and I want to chat. Write me here: https://tinyurl.com/emily-chat',
  },
];
