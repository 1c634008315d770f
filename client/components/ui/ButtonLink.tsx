import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClassName, type ButtonVariant } from './buttonStyles';

interface ButtonLinkProps {
  href: string;
  variant?: ButtonVariant;
  onDark?: boolean;
  className?: string;
  children: ReactNode;
}

/** Navigation styled as a button: it goes somewhere, so it stays a link. */
export function ButtonLink({
  href,
  variant = 'primary',
  onDark = false,
  className = '',
  children,
}: ButtonLinkProps) {
  return (
    <Link href={href} className={`${buttonClassName(variant, onDark)} ${className}`}>
      {children}
    </Link>
  );
}
