import { ALPHABET, EASY_LETTERS, HARD_LETTERS } from '@npat/protocol';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { CHOICE_CARD_CLASS, CHOICE_INPUT_CLASS } from './choice-card';
import { FieldMessage } from './field-message';
import { SETTINGS_STRINGS as S } from './strings';

type LettersFieldProps = {
  /** The pool of letters, in alphabetical order. */
  value: readonly string[];
  onChange: (letters: string[]) => void;
  error?: string | undefined;
  className?: string;
};

type Choice = 'all' | 'easy' | 'custom';

const same = (first: readonly string[], second: readonly string[]) => first.join() === second.join();

function choiceOf(letters: readonly string[]): Choice {
  if (same(letters, ALPHABET)) return 'all';
  return same(letters, EASY_LETTERS) ? 'easy' : 'custom';
}

/**
 * The letters the rounds are drawn from: all 26, no hard letters, or the host's own pick on an on-screen
 * keyboard of toggle keys (at least as many as rounds; the form's rule says so).
 */
export function LettersField({ value, onChange, error, className }: LettersFieldProps) {
  const id = useId();
  // Picking by hand stays open even when the pick happens to equal a preset.
  const [picking, setPicking] = useState(() => choiceOf(value) === 'custom');
  const choice: Choice = picking ? 'custom' : choiceOf(value);
  const presets: readonly { choice: Choice; letters: readonly string[] }[] = [
    { choice: 'all', letters: ALPHABET },
    { choice: 'easy', letters: EASY_LETTERS },
    { choice: 'custom', letters: value },
  ];
  function toggle(letter: string) {
    const next = value.includes(letter) ? value.filter((each) => each !== letter) : [...value, letter];
    onChange(ALPHABET.filter((each) => next.includes(each)));
  }
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-2 font-extrabold">{S.letters}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {presets.map((preset) => (
          <label key={preset.choice} className={CHOICE_CARD_CLASS}>
            <input
              type="radio"
              name={`${id}-letters`}
              checked={choice === preset.choice}
              onChange={() => {
                setPicking(preset.choice === 'custom');
                onChange([...preset.letters]);
              }}
              className={CHOICE_INPUT_CLASS}
            />
            <span className="flex flex-col">
              <span className="font-extrabold">{S.lettersChoice[preset.choice]}</span>
              <span className="text-sm text-ink-muted">{S.lettersDetail[preset.choice](HARD_LETTERS)}</span>
            </span>
          </label>
        ))}
      </div>
      {choice === 'custom' ? (
        <div role="group" aria-label={S.lettersKeyboard} className="grid grid-cols-7 gap-1.5 sm:grid-cols-9">
          {ALPHABET.map((letter) => {
            const on = value.includes(letter);
            return (
              <button
                key={letter}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(letter)}
                className={cn(
                  'min-h-11 rounded-xl border-2 text-lg font-black transition-colors motion-reduce:transition-none',
                  on
                    ? 'border-primary-600 bg-primary-600 text-on-fill'
                    : 'border-primary-200 bg-surface text-ink-muted line-through decoration-2 hover:bg-primary-50',
                )}
              >
                {letter}
              </button>
            );
          })}
        </div>
      ) : null}
      <FieldMessage id={`${id}-message`} error={error} hint={S.lettersHint(value.length)} />
    </fieldset>
  );
}
