import { company } from '../../content/company';

/** The mark (a sun rising over a layered horizon) and the name, linking home. */
export function Logo({ className }: { className: string }) {
  return (
    <a
      href="/"
      className={`inline-flex items-center gap-2.5 rounded-button text-lg font-semibold tracking-tight ${className}`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 15a7 7 0 0 1 14 0z" className="fill-paper" />
        <rect x="6" y="17" width="20" height="2.5" rx="1.25" className="fill-primary-dark" />
        <rect x="10" y="21.5" width="12" height="2.5" rx="1.25" className="fill-primary-dark" />
      </svg>
      {company.name}
    </a>
  );
}
