import CheckCircleIcon from '@heroicons/react/20/solid/CheckCircleIcon';

interface CheckListProps {
  items: readonly string[];
  /** two columns from the small breakpoint, for longer lists */
  columns?: boolean;
  className?: string;
}

export function CheckList({ items, columns = false, className = '' }: CheckListProps) {
  return (
    <ul
      className={`grid gap-3 ${columns ? 'sm:grid-cols-2 sm:gap-x-8 sm:gap-y-4' : ''} ${className}`}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-5 flex-none text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
