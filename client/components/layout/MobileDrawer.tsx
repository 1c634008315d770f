import {
  CloseButton,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Transition,
} from '@headlessui/react';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useEffect, useRef, type RefObject } from 'react';
import { company } from '../../content/company';
import { mainNav, shellCopy } from '../../content/navigation';
import { NavLink } from './NavLink';
import { focusRing } from './shellStyles';

const wideScreen = '(min-width: 768px)';

const control = `text-ink hover:bg-primary/10 hover:text-primary-dark active:bg-primary/20 focus-visible:outline-primary-dark ${focusRing}`;

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  path: string;
  /** The menu button, which gets focus back when closing would otherwise drop it. */
  opener: RefObject<HTMLElement | null>;
}

/** Loaded by the header ahead of the first open (its own chunk, with Headless UI). */
export default function MobileDrawer({ id, open, onClose, path, opener }: MobileDrawerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

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

  // Headless UI restores focus only to elements it saw focused after it loaded, which misses the
  // menu button whenever its own press is what loads this module; focus would then be lost with
  // the closed panel.
  const returnFocus = () => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || dialogRef.current?.contains(focused)) {
      opener.current?.focus();
    }
  };

  return (
    <Transition show={open} afterLeave={returnFocus}>
      {/* The dialog element is the panel's box (what tests and assistive tech measure); the
          backdrop escapes it as a fixed layer, and only the panel moves. */}
      <Dialog
        id={id}
        ref={dialogRef}
        onClose={onClose}
        className="fixed inset-y-0 right-0 z-50 w-full sm:w-drawer"
      >
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-primary-dark/50 duration-300 ease-out data-[closed]:opacity-0 motion-safe:transition-opacity"
        />
        <DialogPanel
          transition
          className="relative flex h-full flex-col overflow-y-auto bg-paper shadow-card-hover duration-300 ease-out data-[closed]:translate-x-full motion-safe:transition-transform"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-primary-dark/10 pl-6 pr-4">
            <DialogTitle className="text-base">{shellCopy.menuTitle}</DialogTitle>
            <CloseButton
              aria-label={shellCopy.closeMenu}
              className={`-mr-2 inline-flex size-11 items-center justify-center rounded-button ${control}`}
            >
              <XMarkIcon className="size-6" />
            </CloseButton>
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
    </Transition>
  );
}
