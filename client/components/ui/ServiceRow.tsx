import ArrowRightIcon from '@heroicons/react/20/solid/ArrowRightIcon';
import type { HomeServiceRow } from '../../content/home';
import { CheckList } from './CheckList';
import { Illustration } from './Illustration';
import { TextLink } from './TextLink';

interface ServiceRowProps {
  row: HomeServiceRow;
  /** puts the picture on the right from the medium breakpoint, so rows alternate */
  reversed: boolean;
  moreLabel: string;
  /** screen-reader-only end of the link text, naming the service */
  moreContext: string;
}

export function ServiceRow({ row, reversed, moreLabel, moreContext }: ServiceRowProps) {
  return (
    <li className="grid items-center gap-8 md:grid-cols-2 md:gap-12 lg:gap-20">
      <Illustration
        src={row.image}
        alt={row.imageAlt}
        className={`mx-auto max-w-md md:max-w-none ${reversed ? 'md:order-last' : ''}`}
      />
      <div>
        <h3 className="text-2xl tracking-tight sm:text-3xl">{row.title}</h3>
        <p className="mt-4 text-lg text-ink-muted">{row.description}</p>
        <CheckList items={row.items} className="mt-6" />
        <div className="mt-8">
          <TextLink href={row.href}>
            {moreLabel}
            <span className="sr-only">{moreContext}</span>
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </TextLink>
        </div>
      </div>
    </li>
  );
}
