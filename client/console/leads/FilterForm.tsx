import { useId, useLayoutEffect, useRef, type FocusEvent, type FormEvent } from 'react';
import { leadStates } from '../api/types';
import { inboxCopy, leadStateLabels } from '../content/leads';
import { buttonClass } from '../ui/buttons';
import { fieldClass } from '../ui/fields';
import { filtersFrom, hasFilters, noFilters, queryOf, type LeadFilters } from './filters';

/** The longest search, source or campaign the server takes. */
const textMax = 200;

const controlsOf = (form: HTMLFormElement) => [
  ...form.querySelectorAll<HTMLElement>('input, select, summary, button'),
];

/**
 * Back or Forward remounts the form under the keyboard's focus, which would fall to the page's
 * body and the next Tab start from the top: the new form's control at the same place takes it, or
 * the nearest before it that can (a closed "More filters" hides its fields, no filter set removes
 * "Clear filters"). Applied from the form itself, the focus goes to the leads instead (InboxView).
 */
function useFocusThroughRemount(query: string) {
  const form = useRef<HTMLFormElement>(null);
  const focusedAt = useRef<number | null>(null);
  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const index = controlsOf(event.currentTarget).indexOf(event.target);
    focusedAt.current = index >= 0 ? index : null;
  };
  // Only focus moved elsewhere in the page forgets the control: to another element, or to none (a
  // click on empty space). A removed element's blur, and the window's (the browser's own controls,
  // another window, where the page keeps its focused element), keep it.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const to = event.relatedTarget;
    const left = to
      ? !event.currentTarget.contains(to)
      : event.target.isConnected && document.activeElement === document.body;
    if (left) focusedAt.current = null;
  };
  const forget = () => {
    focusedAt.current = null;
  };
  useLayoutEffect(() => {
    const index = focusedAt.current;
    const focused = document.activeElement;
    if (index === null || !form.current || (focused && focused !== document.body)) return;
    const controls = controlsOf(form.current).slice(0, index + 1);
    for (const control of controls.reverse()) {
      control.focus();
      if (document.activeElement === control) return;
    }
  }, [query]);
  return { form, onFocus, onBlur, forget };
}

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
  const query = queryOf(filters);
  const { form, onFocus, onBlur, forget } = useFocusThroughRemount(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    forget();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string') params.set(key, value);
    // A new search starts from the newest lead.
    onApply({ ...filtersFrom(params), cursor: '' });
  };
  return (
    <form
      key={query}
      ref={form}
      onFocus={onFocus}
      onBlur={onBlur}
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
            maxLength={textMax}
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
              maxLength={textMax}
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
              maxLength={textMax}
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
            onClick={() => {
              forget();
              onApply(noFilters);
            }}
          >
            {copy.clear}
          </button>
        )}
      </div>
    </form>
  );
}
