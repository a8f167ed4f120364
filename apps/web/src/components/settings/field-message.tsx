import { CircleAlert } from 'lucide-react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

type FieldMessageProps = { id: string; error?: string; hint?: string; className?: string };

/**
 * A settings field's hint, or its error in red with an icon (announced), like TextField's. The errors are
 * the shared schemas' and the server's English (@npat/protocol), worded here in the player's language.
 */
export function FieldMessage({ id, error, hint, className }: FieldMessageProps) {
  // Subscribed, so a worded error follows a change of language like the rest of the screen.
  useText();
  if (!error && !hint) return null;
  return (
    <p
      id={id}
      className={cn(
        'flex items-center gap-1.5 text-sm',
        error ? 'font-bold text-invalid' : 'text-ink-muted',
        className,
      )}
    >
      {error ? (
        <>
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span role="alert">{error}</span>
        </>
      ) : (
        hint
      )}
    </p>
  );
}
