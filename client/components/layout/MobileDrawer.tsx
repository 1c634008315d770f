import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useEffect, useRef, useState } from 'react';
import { company } from '../../content/company';
import { mainNav, shellCopy } from '../../content/navigation';
import { NavLink } from './NavLink';
import { focusRing } from './shellStyles';

const wideScreen = '(min-width: 768px)';

const control = `text-ink hover:bg-primary/10 hover:text-primary-dark active:bg-primary/20 focus-visible:outline-primary-dark ${focusRing}`;

// How the drawer moves; what moves is motion-safe only (transition-transform, transition-opacity).
const slide = 'duration-300 ease-out';

// Opening starts one 60 Hz frame into the slide: a transition's first frame draws its start value,
// so the panel would only come on screen in the tap's second frame. Closing slides the whole way.
const opening = 'delay-[-17ms]';

// Closed, the dialog stays rendered but invisible (out of the accessibility tree and Tab's reach).
// It turns visible at once on opening (no transition at all: the reduced-motion stylesheet's
// 0.01 ms one would still draw its first frame hidden), and hidden once the slide out has ended.
const shown = {
  open: 'visible transition-none',
  closed: 'invisible motion-safe:[transition:visibility_0s_300ms]',
};

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  path: string;
  /** Takes focus when the drawer closes with focus inside it, given what last had it in there. */
  returnFocus: (from: Element | null) => void;
}

/**
 * How far opening has got: `showing` slides the drawer in, `held` makes it modal. Headless UI's
 * modal part (the rest of the page inert, the scroll lock, the focus trap and focus moved in,
 * Escape) costs the whole page a style and layout pass, so it starts once the tap's first frame,
 * already sliding, is on screen (a task queued from requestAnimationFrame runs after that frame).
 */
function useOpening(open: boolean): { showing: boolean; held: boolean } {
  const [framed, setFramed] = useState(false);
  // Mounted open (tapped before its code was in), it is drawn closed once, so it slides in too.
  const [drawnClosed, setDrawnClosed] = useState(!open);
  useEffect(() => {
    if (!open) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        setDrawnClosed(true);
        setFramed(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      setFramed(false);
    };
  }, [open]);
  return { showing: open && drawnClosed, held: open && framed };
}

/**
 * The phone's menu: a modal panel sliding in from the right over a backdrop. The header renders it
 * closed ahead of the tap (Headless UI's Dialog `static`, its visibility ours), so opening is a
 * class flip whose first frame already slides, the first open like every later one.
 */
export default function MobileDrawer({ id, open, onClose, path, returnFocus }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const { showing, held } = useOpening(open);

  // Past the breakpoint the inline links show and the menu button hides, so an open drawer
  // would be left trapping focus with no visible way to it.
  useEffect(() => {
    const wide = window.matchMedia(wideScreen);
    const closeWhenWide = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [onClose]);

  // The dialog stays in the page once closed, so Headless UI finds focus still inside it and does
  // not hand it back; by the time this runs the page behind is no longer inert. What had focus is
  // remembered as it moves: the closed dialog turns inert, which may have blurred it already.
  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    let last: Element | null = null;
    const remember = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
    };
    dialog?.addEventListener('focusin', remember);
    return () => {
      dialog?.removeEventListener('focusin', remember);
      const focused = document.activeElement;
      if (!focused || focused === document.body || dialog?.contains(focused)) returnFocus(last);
    };
  }, [open, returnFocus]);

  return (
    // The dialog element is the panel's box (what tests and assistive tech measure); the backdrop
    // escapes it as a fixed layer, and only the panel moves.
    <Dialog
      static
      open={held}
      onClose={onClose}
      id={id}
      ref={dialogRef}
      aria-hidden={!open}
      inert={!open}
      className={`fixed inset-y-0 right-0 z-50 w-full sm:w-drawer ${showing ? shown.open : shown.closed}`}
    >
      {/* Outside the panel, so a click on it closes the dialog (Headless UI's outside click). */}
      <div
        aria-hidden="true"
        className={`fixed inset-0 bg-primary-dark/50 ${slide} motion-safe:transition-opacity ${showing ? `opacity-100 ${opening}` : 'opacity-0'}`}
      />
      <DialogPanel
        className={`relative flex h-full flex-col overflow-y-auto bg-paper shadow-card-hover ${slide} motion-safe:transition-transform ${showing ? `translate-x-0 ${opening}` : 'translate-x-full'}`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-primary-dark/10 pl-6 pr-4">
          <DialogTitle className="text-base">{shellCopy.menuTitle}</DialogTitle>
          <button
            type="button"
            aria-label={shellCopy.closeMenu}
            onClick={onClose}
            className={`-mr-2 inline-flex size-11 items-center justify-center rounded-button ${control}`}
          >
            <XMarkIcon className="size-6" />
          </button>
        </div>
        <nav aria-label={shellCopy.mainNavLabel} className="px-3 py-4">
          <ul className="space-y-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  path={path}
                  onClick={onClose}
                  className={`block rounded-button p-3 text-lg font-medium aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary-dark ${control}`}
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-primary-dark/10 p-6">
          <p className="text-sm text-ink-muted">{shellCopy.drawerContactPrompt}</p>
          <a
            href={`mailto:${company.email}`}
            className={`mt-1 inline-block break-all rounded-button font-medium text-primary-dark underline-offset-4 hover:underline focus-visible:outline-primary-dark ${focusRing}`}
          >
            {company.email}
          </a>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
