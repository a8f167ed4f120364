import { RESULTS_STRINGS } from './strings';

const S = RESULTS_STRINGS.table;

/** A scored answer's words, or a dash (read out as 'no answer') for an empty one. */
export function AnswerText({ text, className }: { text: string | undefined; className: string }) {
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
