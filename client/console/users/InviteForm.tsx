import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { postJson } from '../api/request';
import type { Invitation, Role } from '../api/types';
import { useAction } from '../auth/useAction';
import { roleLabels, usersCopy as copy } from '../content/users';
import { fieldClass } from '../ui/fields';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { Time } from '../ui/Time';

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const { run, busy } = useAction();
  const [invitation, setInvitation] = useState<Invitation>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      email: String(data.get('email')).trim(),
      role: String(data.get('role')) as Role,
    };
    // The last link is someone else's: it must not stay on show as if it were this one's.
    setInvitation(undefined);
    const made = await run(() => postJson<Invitation>('/users/invite', body), copy.invited);
    if (made) {
      setInvitation(made);
      onInvited();
    }
  };
  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(copy.copied);
    } catch {
      toast.error(copy.copyFailed);
    }
  };
  return (
    <>
      <p className="mb-4 max-w-prose">{copy.inviteIntro}</p>
      <form onSubmit={(event) => void submit(event)} className="grid max-w-xl gap-4">
        <div>
          <label htmlFor={`${id}-email`} className="font-medium">
            {copy.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="off"
            className={fieldClass}
          />
        </div>
        <fieldset>
          <legend className="font-medium">{copy.role}</legend>
          {(Object.keys(roleLabels) as Role[]).map((role) => (
            <label key={role} className="mt-2 flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={role === 'member'}
                className="size-5"
              />
              {roleLabels[role]}
            </label>
          ))}
        </fieldset>
        <div>
          <BusyButton type="submit" className={buttonClass.primary} busy={busy}>
            {copy.invite}
          </BusyButton>
        </div>
      </form>
      {invitation && (
        <div className="mt-6 rounded-paper border border-primary-dark/30 p-4">
          <p className="font-medium">{copy.link}</p>
          <p className="mt-1 select-all break-all font-mono text-sm">{invitation.link}</p>
          <p className="mt-2 text-sm text-ink-muted">
            {copy.expires}: <Time value={invitation.expiresAt} />
          </p>
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3`}
            onClick={() => void copyLink(invitation.link)}
          >
            {copy.copy}
          </button>
        </div>
      )}
    </>
  );
}
