import { shellCopy } from '../../content/navigation';
import { mainId } from './landmarks';
import { focusRing } from './shellStyles';

export function SkipLink() {
  return (
    <a
      href={`#${mainId}`}
      className={`sr-only rounded-button bg-paper text-button font-medium text-primary-dark shadow-card focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:px-4 focus:py-3 focus-visible:outline-primary-dark ${focusRing}`}
    >
      {shellCopy.skipLink}
    </a>
  );
}
