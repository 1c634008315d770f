import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { mainNav, shellCopy } from '../../content/navigation';
import { DrawerWhenLoaded, usePreloadedDrawer } from './DrawerWhenLoaded';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import { focusRing, headerHeight, shellContainer } from './shellStyles';
import { useHeaderMode } from './useHeaderMode';

const drawerId = 'mobile-drawer';
const narrowScreen = '(max-width: 767.98px)';

// Transparent mode sits on the home hero's dark blue, so it is light-on-dark; solid is the reverse.
const tones = {
  transparent: {
    header: 'text-white',
    ring: 'focus-visible:outline-white',
    link: 'text-white/90 hover:bg-white/10 hover:text-white active:bg-white/20 aria-[current=page]:text-white',
  },
  solid: {
    header: 'bg-paper/90 text-primary-dark shadow-appbar backdrop-blur-md',
    ring: 'focus-visible:outline-primary-dark',
    link: 'text-ink hover:bg-primary/10 hover:text-primary-dark active:bg-primary/20 aria-[current=page]:text-primary-dark',
  },
};

// The current page is underlined in the text's own colour, so the mark holds up in both tones.
const linkShape = `block rounded-button px-3 py-2 text-button font-medium decoration-primary decoration-2 underline-offset-8 aria-[current=page]:underline ${focusRing}`;

export function Header() {
  // wouter's location: the prerender's path, then the browser's, which client navigation moves.
  const [path] = useLocation();
  const { solid, position } = useHeaderMode(path === '/');
  const tone = tones[solid ? 'solid' : 'transparent'];
  const [open, setOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(path);
  if (drawerPath !== path) {
    // A new page closes the menu at once, as a page load would (the panel slides away over it): the
    // drawer then hands focus back to the menu button before the navigation moves it to the page.
    setDrawerPath(path);
    setOpen(false);
  }
  const close = useCallback(() => setOpen(false), []);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const returnFocus = useCallback((from: Element | null) => {
    const focusReturnTarget = () => {
      const menuButton = menuButtonRef.current;
      menuButton?.focus();
      if (!menuButton || document.activeElement === menuButton) return;
      // Widened past the breakpoint, the menu button is hidden and takes no focus. Left on the
      // body, the next Tab would start over at the top: the inline link to where focus was in the
      // drawer takes it instead, or else the header's first link (home).
      const href = from?.getAttribute('href');
      const links = [...(navRef.current?.querySelectorAll('a') ?? [])];
      const same = links.find((link) => href != null && link.getAttribute('href') === href);
      (same ?? headerRef.current?.querySelector('a'))?.focus();
    };
    focusReturnTarget();
    // The closing dialog's own focus restore, and the browser hiding the menu button or moving
    // focus out of the dialog now inert, may come after this: where focus fell to the body, it
    // is placed once more.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) focusReturnTarget();
    });
  }, []);
  usePreloadedDrawer(narrowScreen);

  useEffect(() => {
    // Back to a page kept in the back/forward cache must not show the menu it was left through.
    const closeOnRestore = (event: PageTransitionEvent) => {
      if (event.persisted) close();
    };
    window.addEventListener('pageshow', closeOnRestore);
    return () => window.removeEventListener('pageshow', closeOnRestore);
  }, [close]);

  return (
    <>
      <header
        ref={headerRef}
        data-header-position={position}
        data-header-solid={solid}
        className={`${position} inset-x-0 top-0 z-40 duration-300 motion-safe:transition ${tone.header}`}
      >
        <div
          className={`${shellContainer} flex ${headerHeight} items-center justify-between gap-6`}
        >
          <Logo className={`${focusRing} ${tone.ring}`} />
          <nav ref={navRef} aria-label={shellCopy.mainNavLabel} className="hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-2">
              {mainNav.map((item) => (
                <li key={item.href}>
                  <NavLink
                    item={item}
                    path={path}
                    className={`${linkShape} ${tone.ring} ${tone.link}`}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={shellCopy.openMenu}
            aria-expanded={open}
            aria-controls={open ? drawerId : undefined}
            onClick={() => setOpen(true)}
            className={`-mr-2 inline-flex size-11 items-center justify-center rounded-button md:hidden ${focusRing} ${tone.ring} ${tone.link}`}
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
      </header>
      <DrawerWhenLoaded
        id={drawerId}
        open={open}
        onClose={close}
        path={path}
        returnFocus={returnFocus}
      />
    </>
  );
}
