import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import PuzzlePieceIcon from '@heroicons/react/24/outline/PuzzlePieceIcon';
import ShieldCheckIcon from '@heroicons/react/24/outline/ShieldCheckIcon';
import aboutImage from '../assets/illustrations/about-hero.svg';
import appsImage from '../assets/illustrations/in-house-apps.svg';
import securityImage from '../assets/illustrations/in-house-security.svg';
import { company } from './company';
import { experience } from './experience';
import type { CardContent, IconCardContent, ImageContent } from './types';

export const aboutHeroCopy = {
  eyebrow: 'About Us',
  title: 'Adapting Technology to Fit Your Business',
  paragraphs: [
    `${company.name} is an IT consulting and staffing company based in Scottsdale, Arizona. For ${experience}, we have helped businesses, from early-stage startups to large enterprises, design, build and run the technology their growth depends on.`,
    'We do not believe in one-size-fits-all. Every engagement starts with how your business actually works, and the software, cloud platforms and processes we deliver are shaped around it, not the other way around.',
  ],
  image: {
    src: aboutImage,
    alt: 'Two consultants presenting a dashboard of charts and cloud services',
  } satisfies ImageContent,
};

export const principlesCopy = {
  title: 'How We Work',
  intro: 'Three commitments shape every engagement, whatever its size.',
};

export const principles: IconCardContent[] = [
  {
    title: 'Listen before we build',
    description:
      'We learn your goals, your constraints and how your teams really work before recommending a single tool or line of code.',
    icon: ChatBubbleLeftRightIcon,
  },
  {
    title: 'Fit the solution to the business',
    description:
      'We adapt proven technology to your processes and budget, so what we deliver gets adopted instead of worked around.',
    icon: PuzzlePieceIcon,
  },
  {
    title: 'Stay accountable after launch',
    description:
      'We measure results, support your people and keep improving, because a go-live date is a milestone, not the finish line.',
    icon: ShieldCheckIcon,
  },
];

export const inHouseCopy = {
  title: 'In-House Projects',
  intro:
    'We do not just advise on technology; we build it. Our product team develops and runs its own software, which keeps our consultants current with the tools and practices we recommend to clients.',
  images: [
    { src: appsImage, alt: 'An analytics dashboard beside an AI model network' },
    {
      src: securityImage,
      alt: 'A security shield with a lock, a compliance checklist and servers',
    },
  ] satisfies ImageContent[],
};

export const inHouseProjects: CardContent[] = [
  {
    title: 'Enterprise business applications',
    description: 'that streamline operations, approvals and reporting for growing teams.',
  },
  {
    title: 'AI analytics and automation tools',
    description:
      'that turn operational data into forecasts and take repetitive work off people’s desks.',
  },
  {
    title: 'Cloud-native SaaS',
    description: 'products built to scale securely from the first customer to the thousandth.',
  },
  {
    title: 'Cybersecurity and compliance tools',
    description: 'that monitor risk, enforce policies and keep audits straightforward.',
  },
];

export const joinCopy = {
  title: "Become a Consultant - Join a Creator's Page",
  mission: `Our mission: ${company.mission}`,
  text: 'We are always looking for developers, cloud engineers, ERP specialists and project managers who want to do meaningful work for clients who value it. If that sounds like you, we would love to hear from you.',
  action: { label: 'Contact Us', href: '/contact' },
};
