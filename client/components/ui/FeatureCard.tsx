import type { IconCardContent } from '../../content/types';
import { Card } from './Card';
import { IconBadge } from './IconBadge';

export function FeatureCard({ title, description, icon }: IconCardContent) {
  return (
    <Card as="li" className="p-6 sm:p-8">
      <IconBadge icon={icon} />
      <h3 className="mt-5 text-lg">{title}</h3>
      <p className="mt-2 text-ink-muted">{description}</p>
    </Card>
  );
}
