import { commonCopy } from '../content/common';
import { buttonClass } from './buttons';

export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-paper border border-red-700 bg-red-50 p-4 text-red-900">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={onRetry}>
          {commonCopy.retry}
        </button>
      )}
    </div>
  );
}
