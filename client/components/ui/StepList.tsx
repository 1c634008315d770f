import type { CardContent } from '../../content/types';
import { Card } from './Card';

/** Numbered steps of a process; the order is the point, so it is an ordered list. */
export function StepList({ steps }: { steps: readonly CardContent[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <Card as="li" key={step.title} className="p-6 sm:p-8">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-dark">
            {index + 1}
          </span>
          <h3 className="mt-5 text-lg">{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.description}</p>
        </Card>
      ))}
    </ol>
  );
}
