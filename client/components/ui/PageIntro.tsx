import type { ReactNode } from 'react';
import type { ImageContent } from '../../content/types';
import { belowHeader } from '../layout/shellStyles';
import { Container } from './Container';
import { Illustration } from './Illustration';

interface PageIntroProps {
  /** what sits above the title: an eyebrow or a back link */
  kicker?: ReactNode;
  title: string;
  image?: ImageContent;
  /** lead paragraphs and actions */
  children?: ReactNode;
}

/** The top band of every page but home: clears the out-of-flow header and holds the page's h1. */
export function PageIntro({ kicker, title, image, children }: PageIntroProps) {
  return (
    <div className={`${belowHeader} bg-paper`}>
      <Container
        className={`grid items-center gap-10 py-12 md:py-20 lg:gap-16 ${image ? 'md:grid-cols-2' : ''}`}
      >
        <div className="max-w-2xl">
          {kicker}
          <h1 className="mt-4 text-4xl tracking-tight sm:text-5xl">{title}</h1>
          {children && <div className="mt-6 space-y-4 text-lg text-ink-muted">{children}</div>}
        </div>
        {image && (
          <Illustration
            src={image.src}
            alt={image.alt}
            eager
            className="mx-auto max-w-md md:max-w-none"
          />
        )}
      </Container>
    </div>
  );
}
