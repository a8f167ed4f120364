import { useText } from '@/i18n/use-text';

/** A scored answer's words, or a dash (read out as 'no answer') for an empty one. */
export function AnswerText({ text, className }: { text: string | undefined; className: string }) {
  const S = useText().resultTables.table;
  return (
    <span className={className}>
      {text?.trim() ? (
        text
      ) : (
        <>
          <span aria-hidden="true">{S.noAnswer}</span>
          <span className="sr-only">{S.noAnswerLabel}</span>
        </>
      )}
    </span>
  );
}
