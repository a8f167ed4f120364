import { alphabetOf, hardLetters, type GameLanguage } from '@npat/protocol';
import { useId, useState } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CHOICE_CARD_CLASS, CHOICE_INPUT_CLASS } from './choice-card';
import { FieldMessage } from './field-message';
import { letterChoiceOf, letterPresets, usualLeftOut, type LetterChoice } from './letter-choices';

type LettersFieldProps = {
  /** The pool of letters, in the order of the game language's alphabet. */
  value: readonly string[];
  /** The game's language, whose alphabet the keyboard shows. */
  language: GameLanguage;
  onChange: (letters: string[]) => void;
  error?: string | undefined;
  className?: string;
};

/**
 * The letters the rounds are drawn from: the game language's usual pool (the one a room starts with, where it
 * is not the whole alphabet), the whole alphabet, no hard letters, or the host's own pick on an on-screen keyboard of toggle keys (at least as many as rounds; the form's rule says so).
 */
export function LettersField({ value, language, onChange, error, className }: LettersFieldProps) {
  const id = useId();
  const t = useText().settingsForm;
  // Picking by hand stays open even when the pick happens to equal a preset.
  const [picking, setPicking] = useState(() => letterChoiceOf(value, language) === 'custom');
  const choice: LetterChoice = picking ? 'custom' : letterChoiceOf(value, language);
  const alphabet = alphabetOf(language);
  const presets: readonly { choice: LetterChoice; letters: readonly string[] }[] = [
    ...letterPresets(language),
    { choice: 'custom', letters: value },
  ];
  const details: Record<LetterChoice, string> = {
    usual: t.lettersDetail.usual({ left: usualLeftOut(language).join(' ') }),
    all: t.lettersDetail.all({ count: alphabet.length }),
    easy: t.lettersDetail.easy({ hard: hardLetters(language).join(' ') }),
    custom: t.lettersDetail.custom,
  };
  function toggle(letter: string) {
    const next = value.includes(letter) ? value.filter((each) => each !== letter) : [...value, letter];
    onChange(alphabet.filter((each) => next.includes(each)));
  }
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-2 font-extrabold">{t.letters}</legend>
      <div className={cn('grid gap-2', presets.length > 3 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
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
              <span className="font-extrabold">{t.lettersChoice[preset.choice]}</span>
              <span className="text-sm text-ink-muted">{details[preset.choice]}</span>
            </span>
          </label>
        ))}
      </div>
      {choice === 'custom' ? (
        <div role="group" aria-label={t.lettersKeyboard} className="grid grid-cols-7 gap-1.5 sm:grid-cols-9">
          {alphabet.map((letter) => {
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
      <FieldMessage id={`${id}-message`} error={error} hint={t.lettersHint({ count: value.length })} />
    </fieldset>
  );
}
