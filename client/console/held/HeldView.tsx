import { useState } from 'react';
import { toast } from 'sonner';
import { postJson } from '../api/request';
import type { Answer } from '../api/types';
import { useApi } from '../api/useApi';
import { useAction } from '../auth/useAction';
import { heldCopy } from '../content/held';
import { LeadCard } from '../leads/LeadList';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { CardList } from '../ui/CardList';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { useKeptFocus } from '../ui/useKeptFocus';
import { ViewHeading } from '../ui/ViewHeading';

type Decision = 'release' | 'spam';

const verbs: Record<Decision, 'released' | 'confirmed as spam'> = {
  release: 'released',
  spam: 'confirmed as spam',
};

export default function HeldView() {
  const held = useApi<Answer<'GET /held'>>('/held');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { run, busy } = useAction();
  const leads = held.data?.leads ?? [];
  // Only what is still listed counts as selected (a reload may have taken some away).
  const chosen = leads.filter((lead) => selected.has(lead.id)).map((lead) => lead.id);
  // A decided lead's buttons go from the list: the keyboard's focus stays in it.
  const { container, keep, keepOnReload } = useKeptFocus(held.data);
  const decide = async (decision: Decision, ids: string[]) => {
    const result = await run(() =>
      postJson<Answer<`POST /held/${typeof decision}`>>(`/held/${decision}`, { ids }),
    );
    if (result === undefined) {
      keep();
      return;
    }
    keepOnReload();
    toast.success(heldCopy.done(verbs[decision], result.done.length, result.skipped.length));
    // Only what was decided leaves the selection: one lead released on its own keeps the rest.
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    held.reload();
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChosen = leads.length > 0 && chosen.length === leads.length;
  return (
    <>
      <ViewHeading title={heldCopy.title} />
      <p className="mb-4 max-w-prose">{heldCopy.intro}</p>
      {held.error && <ErrorNotice message={held.error.message} onRetry={held.reload} />}
      {held.loading && <Loading />}
      {held.data && (
        <div ref={container} role="group" aria-label={heldCopy.title} tabIndex={-1}>
          {leads.length === 0 ? (
            <p className="rounded-paper bg-paper p-6 shadow-card">{heldCopy.empty}</p>
          ) : (
            <>
              <div className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-3 rounded-paper bg-paper p-3 shadow-card">
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={allChosen}
                    onChange={(event) =>
                      setSelected(new Set(event.target.checked ? leads.map((lead) => lead.id) : []))
                    }
                  />
                  {heldCopy.selectAll}
                </label>
                <span role="status" className="text-ink-muted">
                  {heldCopy.selected(chosen.length)}
                </span>
                <BusyButton
                  className={buttonClass.primary}
                  busy={busy}
                  disabled={chosen.length === 0}
                  onClick={() => void decide('release', chosen)}
                >
                  {heldCopy.releaseSelected}
                </BusyButton>
                <BusyButton
                  className={buttonClass.danger}
                  busy={busy}
                  disabled={chosen.length === 0}
                  onClick={() => void decide('spam', chosen)}
                >
                  {heldCopy.spamSelected}
                </BusyButton>
              </div>
              <CardList>
                {leads.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard
                      lead={lead}
                      control={
                        <input
                          type="checkbox"
                          className="mt-1.5 size-5 shrink-0"
                          aria-label={heldCopy.select(lead.name || lead.email)}
                          checked={selected.has(lead.id)}
                          onChange={(event) => toggle(lead.id, event.target.checked)}
                        />
                      }
                    />
                    <div className="mt-2 flex flex-wrap justify-end gap-3">
                      <BusyButton
                        className={buttonClass.primary}
                        aria-label={heldCopy.releaseOne(lead.name || lead.email)}
                        busy={busy}
                        onClick={() => void decide('release', [lead.id])}
                      >
                        {heldCopy.release}
                      </BusyButton>
                      <BusyButton
                        className={buttonClass.danger}
                        aria-label={heldCopy.spamOne(lead.name || lead.email)}
                        busy={busy}
                        onClick={() => void decide('spam', [lead.id])}
                      >
                        {heldCopy.spam}
                      </BusyButton>
                    </div>
                  </li>
                ))}
              </CardList>
            </>
          )}
        </div>
      )}
    </>
  );
}
