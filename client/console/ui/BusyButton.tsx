import type { ComponentProps } from 'react';

/**
 * A button whose action runs a while: aria-disabled meanwhile, not disabled, and presses (a form's
 * submission too) are ignored. A browser moves the focus from a button that becomes disabled to
 * the page's body, and nothing gives it back when the action fails or its passkey check is
 * declined: the keyboard's next Tab would start again at the top.
 */
export function BusyButton({
  busy,
  onClick,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { busy: boolean }) {
  return (
    <button
      {...props}
      type={type}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
