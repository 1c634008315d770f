import type { LinkContent } from '../../content/types';
import { ButtonLink } from './ButtonLink';

interface CtaBannerProps {
  titleId: string;
  /** h2 when the banner is a section of its own, h3 inside another section */
  titleAs?: 'h2' | 'h3';
  title: string;
  /** a stand-out first line, such as a mission statement */
  lead?: string;
  text: string;
  action: LinkContent;
}

/** A closing call to action on the brand's dark blue. */
export function CtaBanner({
  titleId,
  titleAs: Title = 'h2',
  title,
  lead,
  text,
  action,
}: CtaBannerProps) {
  return (
    <div className="relative overflow-hidden rounded-paper bg-primary-dark px-6 py-12 text-center sm:px-12 md:py-16">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-72 rounded-full border-[3rem] border-primary/10"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-20 size-72 rounded-full bg-secondary/10"
      />
      <div className="relative mx-auto max-w-2xl">
        <Title id={titleId} className="text-2xl tracking-tight text-white sm:text-3xl">
          {title}
        </Title>
        {lead && <p className="mt-4 text-xl font-medium text-primary">{lead}</p>}
        <p className="mt-4 text-lg text-white/80">{text}</p>
        <ButtonLink href={action.href} onDark className="mt-8">
          {action.label}
        </ButtonLink>
      </div>
    </div>
  );
}
