import ArrowRightIcon from '@heroicons/react/20/solid/ArrowRightIcon';
import { Link } from 'wouter';
import type { Service } from '../../content/services';
import { servicePath } from '../../content/serviceTitles';
import { focusRing } from '../layout/shellStyles';
import { cardSurface } from './Card';
import { IconBadge } from './IconBadge';
import { Illustration } from './Illustration';

interface ServiceCardProps {
  service: Service;
  learnMore: string;
}

/** The whole card is one link, "Learn More" included, so there is a single, large target. */
export function ServiceCard({ service, learnMore }: ServiceCardProps) {
  return (
    <Link
      href={servicePath(service.id)}
      className={`group flex h-full flex-col overflow-hidden ${cardSurface} transition-shadow hover:shadow-card-hover ${focusRing} focus-visible:outline-primary-dark`}
    >
      <div className="bg-background/60 px-6 pt-4">
        <Illustration src={service.image} alt="" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <IconBadge icon={service.icon} />
        <h2 className="mt-5 text-lg">{service.title}</h2>
        <p className="mt-2 flex-1 text-ink-muted">{service.description}</p>
        <span className="mt-6 inline-flex items-center gap-1.5 font-medium text-primary-dark group-hover:underline group-hover:underline-offset-4">
          {learnMore}
          <ArrowRightIcon
            aria-hidden="true"
            className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
          />
        </span>
      </div>
    </Link>
  );
}
