import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { postJson } from '../api/request';
import { useSession, useUser } from '../auth/session';
import { useAction } from '../auth/useAction';
import { authCopy } from '../content/auth';
import { commonCopy } from '../content/common';
import { navigationCopy } from '../content/navigation';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';

const mainId = 'console-main';

/** The header every signed-in view shares: where to go, who is signed in, and signing out. */
export function Shell({ children }: { children: ReactNode }) {
  const user = useUser();
  const { setUser } = useSession();
  const [location] = useLocation();
  const { run, busy } = useAction();
  const signOut = async () => {
    if ((await run(() => postJson('/signout'), authCopy.signedOut)) !== undefined) setUser(null);
  };
  const items = navigationCopy.items.filter(
    (item) => !item.roles || item.roles.includes(user.role),
  );
  const isCurrent = (href: string) =>
    href === '/' ? location === '/' || location.startsWith('/leads/') : location.startsWith(href);
  return (
    <>
      <a
        href={`#${mainId}`}
        className="sr-only rounded-button bg-paper px-4 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        {commonCopy.skipToContent}
      </a>
      <header className="bg-paper shadow-appbar">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/" className="text-lg font-semibold text-primary-dark">
            {navigationCopy.home}
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <span className="break-all text-sm text-ink-muted">
              {navigationCopy.signedInAs(user.email, user.role)}
            </span>
            <BusyButton
              className={buttonClass.secondary}
              busy={busy}
              onClick={() => void signOut()}
            >
              {authCopy.signOut}
            </BusyButton>
          </div>
        </div>
        <nav aria-label={navigationCopy.label} className="mx-auto max-w-6xl px-2 pb-2">
          <ul className="flex flex-wrap gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={isCurrent(item.href) ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center rounded-button px-3 text-primary-dark hover:bg-background aria-[current=page]:bg-primary-dark aria-[current=page]:text-white"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id={mainId} className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
