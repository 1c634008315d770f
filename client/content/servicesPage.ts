/** Wording of the services list and service detail pages; the services themselves are in services.ts. */
export const servicesPageCopy = {
  eyebrow: 'Services',
  title: 'Our Services',
  intro:
    'Four practice areas, one accountable partner. Explore how we help businesses plan, build, migrate and deliver technology that fits the way they work.',
  learnMore: 'Learn More',
  cta: {
    title: 'Not sure where to start?',
    text: "Tell us about your goals and we'll recommend the right mix of services. Your first consultation is free.",
    action: { label: 'Contact Us', href: '/contact' },
  },
} as const;

export const serviceDetailCopy = {
  backToServices: { label: 'Back to Services', href: '/services' },
  overviewTitle: 'How We Help',
  keyFeaturesTitle: 'Key Features',
  cta: {
    title: 'Ready to move forward?',
    text: 'Book a free discovery call. We will listen to your goals and outline a clear, no-obligation plan.',
    action: { label: 'Get Started', href: '/contact' },
  },
  notFound: {
    title: 'Service not found',
    text: 'We could not find that service. It may have been renamed, or the link may be mistyped.',
    suggestions: 'These are the services we offer:',
  },
} as const;
