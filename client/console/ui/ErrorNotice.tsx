import { useLayoutEffect, useRef } from 'react';
import { commonCopy } from '../content/common';
import { buttonClass } from './buttons';

export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  // Once Try again has worked, the notice goes with its button: the keyboard's focus goes to the
  // view's heading rather than to the page's body, where the next Tab would start from the top.
  // A layout effect's clean-up runs while the notice is still in the page, focus and all.
  useLayoutEffect(() => {
    const element = notice.current;
    return () => {
      if (!element?.contains(document.activeElement)) return;
      queueMicrotask(() => {
        if (document.activeElement !== document.body) return;
        document.querySelector<HTMLElement>('h1[tabindex]')?.focus({ preventScroll: true });
      });
    };
  }, []);
  return (
    <div
      ref={notice}
      role="alert"
      className="rounded-paper border border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={onRetry}>
          {commonCopy.retry}
        </button>
      )}
    </div>
  );
}
