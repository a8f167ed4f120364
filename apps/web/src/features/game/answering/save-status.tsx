import { CloudCheck, CloudUpload, Lock } from 'lucide-react';
import { useText } from '@/i18n/use-text';

/**
 * Under the fields: whether what was typed is safe on the server, and once the deadline passed, that the
 * answers are locked in. Only the lock is announced; the saving state changes with every key.
 */
export function SaveStatus({ locked, unsaved }: { locked: boolean; unsaved: number }) {
  const S = useText().game.answering;
  if (locked) {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 font-extrabold text-ink">
        <Lock aria-hidden="true" className="size-5 shrink-0" />
        {S.locked}
      </p>
    );
  }
  return (
    <p data-testid="save-status" className="mt-4 flex items-center gap-2 text-sm font-bold text-ink-muted">
      {unsaved > 0 ? (
        <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <CloudCheck aria-hidden="true" className="size-4 shrink-0" />
      )}
      {unsaved > 0 ? S.saving : S.saved}
    </p>
  );
}
