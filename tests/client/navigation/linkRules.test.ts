import { describe, expect, it } from 'vitest';
import {
  clientNavigationUrl,
  pageLoadAttribute,
  type LinkClick,
  type LinkElement,
} from '../../../client/navigation/linkRules';

const current = new URL('https://www.example.com/about');
const plainClick: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

function link(href: string, attributes: Record<string, string> = {}): LinkElement {
  const anchor = document.createElement('a');
  anchor.href = new URL(href, current).href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

const opened = (href: string, attributes?: Record<string, string>, click = plainClick) =>
  clientNavigationUrl(click, link(href, attributes), current)?.href;

describe('which link clicks navigate client-side', () => {
  it('takes over a plain click on a page of the site', () => {
    expect(opened('/services')).toBe('https://www.example.com/services');
    expect(opened('/services/cloud-consulting?ref=x')).toBe(
      'https://www.example.com/services/cloud-consulting?ref=x',
    );
    expect(opened('/#get-started')).toBe('https://www.example.com/#get-started');
    expect(opened('/about')).toBe('https://www.example.com/about');
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)(
    'leaves a click with %s to the browser',
    (modifier) => {
      expect(opened('/services', {}, { ...plainClick, [modifier]: true })).toBeUndefined();
    },
  );

  it('leaves middle and right clicks, and clicks a handler already took, to the browser', () => {
    expect(opened('/services', {}, { ...plainClick, button: 1 })).toBeUndefined();
    expect(opened('/services', {}, { ...plainClick, button: 2 })).toBeUndefined();
    expect(opened('/services', {}, { ...plainClick, defaultPrevented: true })).toBeUndefined();
  });

  it('leaves other windows and downloads to the browser', () => {
    expect(opened('/services', { target: '_blank' })).toBeUndefined();
    expect(opened('/services', { target: 'other' })).toBeUndefined();
    expect(opened('/services', { target: '_self' })).toBe('https://www.example.com/services');
    expect(opened('/services', { download: '' })).toBeUndefined();
  });

  it('leaves other origins and schemes to the browser', () => {
    expect(opened('https://elsewhere.example/services')).toBeUndefined();
    expect(opened('http://www.example.com/services')).toBeUndefined();
    expect(opened('mailto:hello@example.com')).toBeUndefined();
    expect(opened('tel:+14805550100')).toBeUndefined();
  });

  it('leaves the API, the no-JS form result and files to the browser', () => {
    expect(opened('/api/send-email')).toBeUndefined();
    expect(opened('/api')).toBeUndefined();
    expect(opened('/sitemap.xml')).toBeUndefined();
    expect(opened('/assets/about-hero-abc.svg')).toBeUndefined();
    expect(opened('/apiary')).toBe('https://www.example.com/apiary');
  });

  it('leaves a jump within the current page to the browser', () => {
    expect(opened('#main')).toBeUndefined();
    expect(opened('/about#main')).toBeUndefined();
  });

  it(`leaves links inside an element marked ${pageLoadAttribute} to the browser`, () => {
    expect(opened('/services', { [pageLoadAttribute]: '' })).toBeUndefined();
    document.documentElement.setAttribute(pageLoadAttribute, '');
    try {
      expect(opened('/services')).toBeUndefined();
    } finally {
      document.documentElement.removeAttribute(pageLoadAttribute);
    }
  });
});
