import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

type LetterTileProps = { letter: string; size?: 'sm' | 'md'; className?: string };

/** The round's letter on a board-game tile: huge, bold, and read out as 'Letter A'. */
export function LetterTile({ letter, size = 'md', className }: LetterTileProps) {
  const t = useText().gamePanels;
  return (
    <span
      data-testid="round-letter"
      data-letter={letter}
      className={cn(
        'inline-grid shrink-0 place-items-center rounded-2xl bg-surface font-black text-primary-600 shadow-card ring-4 ring-primary-200',
        size === 'md' ? 'size-20 text-6xl' : 'size-12 text-3xl',
        className,
      )}
    >
      <span className="sr-only">{t.letter} </span>
      {letter}
    </span>
  );
}
