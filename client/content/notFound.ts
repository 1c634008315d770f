import notFoundImage from '../assets/illustrations/not-found.svg';
import type { ImageContent } from './types';

export const notFoundCopy = {
  eyebrow: 'Error 404',
  title: 'Page not found',
  text: 'Sorry, we could not find the page you are looking for. It may have moved, or the address may be mistyped. These links will get you back on track:',
  image: { src: notFoundImage, alt: '' } satisfies ImageContent,
  links: [
    { label: 'Go to the home page', href: '/' },
    { label: 'Browse our services', href: '/services' },
    { label: 'Contact us', href: '/contact' },
  ],
};
