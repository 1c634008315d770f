import type { IconCardContent } from '../../content/types';

/** An icon on a soft brand tint; decorative, the text beside it says what it means. */
export function IconBadge({ icon: Icon }: Pick<IconCardContent, 'icon'>) {
  return (
    <span className="inline-flex size-12 flex-none items-center justify-center rounded-button bg-primary/10 text-primary-dark">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
