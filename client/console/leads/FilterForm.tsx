import { useId, type FormEvent } from 'react';
import { leadStates } from '../api/types';
import { inboxCopy, leadStateLabels } from '../content/leads';
import { buttonClass } from '../ui/buttons';
import { fieldClass } from '../ui/fields';
import { filtersFrom, hasFilters, noFilters, type LeadFilters } from './filters';

/**
 * The inbox's search and filters. Uncontrolled: the URL is the state, and the form is remounted
 * (by its key) whenever the URL changes, so Back and a shared link both fill it in.
 */
export function FilterForm({
  filters,
  onApply,
}: {
  filters: LeadFilters;
  onApply: (filters: LeadFilters) => void;
}) {
  const id = useId();
  const copy = inboxCopy.filters;
  const moreSet = Boolean(filters.source || filters.campaign || filters.from || filters.to);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string') params.set(key, value);
    // A new search starts from the newest lead.
    onApply({ ...filtersFrom(params), cursor: '' });
  };
  return (
    <form
      role="search"
      aria-label={copy.legend}
      onSubmit={submit}
      className="mb-6 rounded-paper bg-paper p-4 shadow-card"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className="font-medium">
            {copy.search}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filters.q}
            aria-describedby={`${id}-q-hint`}
            className={fieldClass}
          />
          <p id={`${id}-q-hint`} className="mt-1 text-sm text-ink-muted">
            {copy.searchHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-state`} className="font-medium">
            {copy.state}
          </label>
          <select
            id={`${id}-state`}
            name="state"
            defaultValue={filters.state}
            className={fieldClass}
          >
            <option value="">{copy.anyState}</option>
            {leadStates.map((state) => (
              <option key={state} value={state}>
                {leadStateLabels[state]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Folded on a phone's first sight of the inbox, open once any of them is set. */}
      <details open={moreSet} className="mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary-dark">
          {copy.more}
        </summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor={`${id}-source`} className="font-medium">
              {copy.source}
            </label>
            <input
              id={`${id}-source`}
              name="source"
              defaultValue={filters.source}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-campaign`} className="font-medium">
              {copy.campaign}
            </label>
            <input
              id={`${id}-campaign`}
              name="campaign"
              defaultValue={filters.campaign}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-from`} className="font-medium">
              {copy.from}
            </label>
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              defaultValue={filters.from}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="font-medium">
              {copy.to}
            </label>
            <input
              id={`${id}-to`}
              name="to"
              type="date"
              defaultValue={filters.to}
              className={fieldClass}
            />
          </div>
        </div>
      </details>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary}>
          {copy.apply}
        </button>
        {hasFilters(filters) && (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => onApply(noFilters)}
          >
            {copy.clear}
          </button>
        )}
      </div>
    </form>
  );
}
