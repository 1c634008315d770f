import type { ContactMessage } from '../../../../../client/features/contact/contactMessage';

/**
 * Buyers a review of the screen found held: the review's three, and more of the same shapes
 * written for this part. People who say they browsed our site or read our reviews, name their
 * own firm's need in the third person ("our firm wants to", "our clinic needs") and ask to be
 * reached ("reach me at…"); developers who paste their own markup, whose links go nowhere else;
 * owners who describe their own customers' traffic. Everything in them is invented.
 */
export const peopleFoundByReview: ContactMessage[] = [
  {
    name: 'Gregory Alston',
    email: 'galston@alstonpartners.com',
    phone: '+1 602 555 0401',
    company: 'Alston & Partners CPA',
    message:
      'I was browsing your website and read your reviews. Our 40-person firm wants to move our file server to the cloud this spring. Reach me at the number above.',
  },
  {
    name: 'Nina Sorensen',
    email: 'nina@sorensenoutdoor.com',
    phone: '+1 480 555 0402',
    company: 'Sorensen Outdoor Supply',
    message:
      'Our checkout button <a class="btn" href="/cart">Buy</a> does nothing on mobile Safari since our last release. Is this something your team can fix this week?',
  },
  {
    name: 'Carlos Mendoza',
    email: 'carlos@mendozagiftco.com',
    phone: '+1 520 555 0403',
    company: 'Mendoza Gift Co.',
    message:
      'We had 3 vendors quote this already. Our clients see 10x more traffic in December and the store falls over every year.',
  },
  {
    name: 'Dr. Rosa Alvarez',
    email: 'office@alvarezfamilydental.com',
    phone: '+1 602 555 0404',
    company: 'Alvarez Family Dental',
    message:
      'Hi, I spent some time on your website and your blog last night. Our clinic needs a new phone system and someone to look after our 15 PCs. Reach us at the front desk number and ask for me.',
  },
  {
    name: 'Ben Okafor',
    email: 'ben.okafor@okaforlaw.com',
    phone: '+1 480 555 0405',
    company: 'Okafor Law PLLC',
    message:
      'Came across your site while looking for a Phoenix IT firm and your reviews are great. My company is planning a move to a new office in March, and the network, phones and printers have to come with us. Best way to reach me is my cell, 480-555-0405, after 3pm.',
  },
  {
    name: 'Helen Park',
    email: 'hpark@parkandrowe.com',
    phone: '+1 602 555 0406',
    company: 'Park & Rowe Accounting',
    message:
      'I looked at your homepage and your LinkedIn. Our accounting firm would like someone to take over our IT now that our guy retired in June. You can reach me by email any time.',
  },
  {
    name: 'Sam Whitaker',
    email: 'sam@whitakerbuilds.com',
    phone: '+1 520 555 0407',
    company: 'Whitaker Custom Homes',
    message:
      'I visited your website after a friend mentioned you, and read your Google reviews. Our company needs proper backups: right now everything lives on one laptop. Reach us at the office, 520-555-0407.',
  },
  {
    name: 'Lena Fischer',
    email: 'lena.fischer@fischeroptics.com',
    phone: '+1 480 555 0408',
    company: 'Fischer Optics',
    message:
      'Our menu links stopped working after the theme update: <a href="#products" class="nav-link">Products</a> scrolls nowhere and <a href=\'../support/index.html\'>Support</a> gives a 404. Could someone look at it?',
  },
  {
    name: 'Raj Malhotra',
    email: 'raj@saguarosoftware.io',
    phone: '+1 602 555 0409',
    company: 'Saguaro Software',
    message:
      'We render product cards with <a href="/products/{{ product.handle }}" data-id="{{ product.id }}">{{ product.title }}</a> in Liquid and Google shows the raw braces in search results. Is this something you handle?',
  },
  {
    name: 'Maya Goldberg',
    email: 'maya@goldbergbakery.com',
    phone: '+1 520 555 0410',
    company: 'Goldberg Bakery',
    message:
      'Our customers get 5x more traffic to the site the week before Thanksgiving and our site crashes every time. We had two agencies look at it and neither fixed it.',
  },
  {
    name: 'Victor Huang',
    email: 'vhuang@sonorantix.com',
    phone: '+1 480 555 0411',
    company: 'Sonoran Tickets',
    message:
      'Our clients see 20x more traffic the hour their concert tickets go on sale, and our checkout goes down every time. Three vendors have quoted a rewrite; I want a second opinion first.',
  },
  {
    name: 'Ellen Brooks',
    email: 'ebrooks@mesahumane.org',
    phone: '+1 480 555 0412',
    company: 'Mesa Humane Society',
    message:
      'Our shelter wants to move donor records off spreadsheets into a proper CRM before our spring gala. Reach us at the main number or by email, whichever is easier.',
  },
];

/**
 * Spam of the same shapes, so that what lets those people through cannot let these through: a
 * link to elsewhere in markup, "reach me on WhatsApp", a seller's own results, a seller's
 * firm that "wants to" offer.
 */
export const spamFoundByReview: ContactMessage[] = [
  {
    name: 'Kevin Marsh',
    email: 'kevin@rankrocket-seo.net',
    phone: '+1 555 010 4401',
    company: 'RankRocket SEO',
    message:
      'I was browsing your website and noticed it is not on the first page of Google. <a href="https://rankrocket-seo.net/audit">See your free audit</a>. Reach me on WhatsApp for details.',
  },
  {
    name: 'Asha Patel',
    email: 'asha@growthdesk-agency.com',
    phone: '+91 98111 44002',
    company: 'GrowthDesk Agency',
    message:
      'Hello, our agency wants to help businesses like yours grow. Our clients see 10x more traffic in the first 90 days. Reach me directly on Telegram at @growthdesk_asha.',
  },
  {
    name: 'Marina Stone',
    email: 'marina@brightpixel-studio.com',
    phone: '+1 555 010 4403',
    company: 'BrightPixel Studio',
    message:
      'Our team wants to redesign your website for free: <a href="//brightpixel-studio.com/mockup">view your mockup</a>. Our clients see 3x more leads within a month.',
  },
  {
    name: 'Daniel Cruz',
    email: 'daniel.cruz.outreach@gmail.com',
    phone: '+1 555 010 4404',
    company: 'Cruz Media',
    message:
      'I came across your website and your reviews. Our company would like to feature your business in our directory of top IT firms: <a href=www.topitfirms-directory.net/apply>apply here</a>. Reach us via WhatsApp +1 555 010 4404.',
  },
  {
    name: 'Oliver Grant',
    email: 'oliver@pixelforge-web.com',
    phone: '+1 555 010 4405',
    company: 'PixelForge Web',
    message:
      'Our team would like to rebuild your website on a modern stack. Our clients see 3x more leads within a month. You can reach us on WhatsApp at +1 555 010 4405.',
  },
];
