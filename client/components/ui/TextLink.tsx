import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { focusRing } from '../layout/shellStyles';
import { tw } from '../../lib/tw';

/** A link in running layout: dark blue (primary alone is too pale on white), underlined on hover. */
const textLinkClassName = tw`inline-flex items-center gap-1.5 rounded-sm font-medium text-primary-dark underline-offset-4 hover:underline ${focusRing} focus-visible:outline-primary-dark`;

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={textLinkClassName}>
      {children}
    </Link>
  );
}

/**
 * mailto: is not a route, so it is a plain anchor rather than a router link. An address has no
 * space to wrap at: unbroken, it widened /contact past a 320 px screen (the footer's breaks too).
 */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${textLinkClassName} break-all`}>
      {email}
    </a>
  );
}
