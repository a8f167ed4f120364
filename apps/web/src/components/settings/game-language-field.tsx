import { GAME_LANGUAGES, LANGUAGE_DATA, type GameLanguage } from '@npat/protocol';
import { useId } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CHOICE_CARD_CLASS, CHOICE_INPUT_CLASS } from './choice-card';
import { FieldMessage } from './field-message';

type GameLanguageFieldProps = {
  value: GameLanguage;
  onChange: (language: GameLanguage) => void;
  error?: string | undefined;
  className?: string;
};

/**
 * The language the game is played in (docs/decisions/033-game-languages.md): its categories, letters and
 * spelling rules. Each language named in itself, as in the header's menu; native radios, so arrow keys move
 * between them.
 */
export function GameLanguageField({ value, onChange, error, className }: GameLanguageFieldProps) {
  const id = useId();
  const t = useText().settingsForm;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={`${id}-message`}>
      <legend className="mb-2 font-extrabold">{t.language}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {GAME_LANGUAGES.map((language) => (
          <label key={language} className={cn(CHOICE_CARD_CLASS, 'items-center')}>
            <input
              type="radio"
              name={`${id}-language`}
              value={language}
              checked={value === language}
              onChange={() => onChange(language)}
              className={cn(CHOICE_INPUT_CLASS, 'mt-0')}
            />
            <span lang={language} className="font-extrabold">
              {LANGUAGE_DATA[language].name}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} error={error} hint={t.languageHint} />
    </fieldset>
  );
}
