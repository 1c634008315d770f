import type { ComponentType, SVGProps } from 'react';
import { Card } from './Card';
import { IconBadge } from './IconBadge';

interface FeatureCardProps {
  title: string;
  description: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
}

export function FeatureCard({ title, description, icon }: FeatureCardProps) {
  return (
    <Card as="li" className="p-6 sm:p-8">
      {icon && <IconBadge icon={icon} />}
      <h3 className={`text-lg ${icon ? 'mt-5' : ''}`}>{title}</h3>
      <p className="mt-2 text-ink-muted">{description}</p>
    </Card>
  );
}
