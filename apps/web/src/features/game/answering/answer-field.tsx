import {
  ANSWER_MAX_LENGTH,
  isFilledAnswer,
  startsWithLetter,
  type GameCategory,
  type TextRules,
} from '@npat/engine';
import { TriangleAlert } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

type AnswerFieldProps = {
  category: GameCategory;
  letter: string;
  /** The game language's spelling rules, for the wrong-letter hint (the server's check is the same). */
  rules: TextRules;
  value: string;
  /** Who added this category, for a player's own category. */
  ownerName?: string;
  /** The deadline passed: the text stays readable but cannot change. */
  locked: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** Enter moves on to the next field, as on a paper form. */
  onEnter: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * One category's answer: labelled with the category, capped at the length the server stores, and with a
 * gentle hint (icon and words) when the text does not start with the round's letter. The same check
 * as the server's (accents and case ignored), so the hint never disagrees with the review.
 */
export function AnswerField({
  category,
  letter,
  rules,
  value,
  ownerName,
  locked,
  onChange,
  onBlur,
  onEnter,
  inputRef,
}: AnswerFieldProps) {
  const S = useText().game.answering;
  const id = useId();
  const wrongLetter = isFilledAnswer(value) && !startsWithLetter(value, letter, rules);
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={id} className="text-lg font-extrabold">
          {category.title}
        </label>
        {ownerName ? (
          <span className="text-sm font-semibold text-ink-muted">{S.addedBy({ name: ownerName })}</span>
        ) : null}
      </div>
      <input
        id={id}
        ref={inputRef}
        value={value}
        readOnly={locked}
        maxLength={ANSWER_MAX_LENGTH}
        placeholder={S.placeholder({ letter })}
        autoComplete="off"
        autoCapitalize="words"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="next"
        aria-describedby={wrongLetter ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onEnter();
          }
        }}
        className={cn(
          'min-h-12 w-full rounded-2xl border-2 px-4 text-lg font-semibold text-ink placeholder:text-ink-muted/80',
          'focus-visible:border-accent-600 focus-visible:outline-offset-0',
          locked ? 'border-primary-100 bg-primary-50' : 'border-primary-200 bg-surface',
        )}
      />
      {wrongLetter ? (
        <p
          id={hintId}
          className="flex items-center gap-1.5 text-sm font-bold text-amber-800 dark:text-amber-300"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {S.wrongLetter({ letter })}
        </p>
      ) : null}
    </div>
  );
}
