import { AVATAR_IDS, avatarIdFromPath } from '@npat/protocol';
import { Bot, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { AvatarImage } from '@/components/ui/avatar-image';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

type PlayerAvatarProps = {
  photoURL: string;
  /** A size class for the image, e.g. 'size-10'. */
  className?: string;
  /** The connection dropped: greyed, with an 'away' badge (docs/product/rules.md#presence). */
  away?: boolean;
  isHost?: boolean;
  /** A badge in the lower right corner (e.g. a done tick). */
  badge?: ReactNode;
  /** The image's frame (the lobby's and the game's are thin, the podium's bold). */
  frame?: 'bold' | 'thin';
  /** Crown and away word for a bigger image, such as the lobby's slots. */
  emblems?: 'small' | 'large';
  /** A bot's seat: a robot in the lower left corner, and the word for screen readers. */
  bot?: boolean;
};

const CROWN = {
  small: '-top-2.5 size-4',
  large: '-top-3 size-5',
} as const;
const AWAY = {
  small: 'px-1 text-[0.65rem]',
  large: 'px-1.5 text-xs',
} as const;

/**
 * A player's animal in its round frame, crowned for the host and greyed with a word when away, wherever a
 * player is shown (lobby, game, results, history). The name shown beside it says who it is, so the image
 * itself is silent.
 */
export function PlayerAvatar({
  photoURL,
  className,
  away = false,
  isHost = false,
  badge,
  frame = 'thin',
  emblems = 'small',
  bot = false,
}: PlayerAvatarProps) {
  const t = useText().gamePanels;
  // The server only stores our own avatar paths; the first animal stands in should that ever change.
  const avatar = avatarIdFromPath(photoURL) ?? AVATAR_IDS[0];
  return (
    <span className="relative inline-flex shrink-0">
      <AvatarImage
        avatar={avatar}
        alt=""
        frame={frame}
        className={cn(className ?? 'size-10', away && 'opacity-60 grayscale')}
      />
      {isHost ? (
        <Crown
          aria-hidden="true"
          className={cn(
            'absolute left-1/2 -translate-x-1/2 -rotate-12 fill-yellow-400 text-yellow-700 dark:text-yellow-400',
            CROWN[emblems],
          )}
        />
      ) : null}
      {away ? (
        <span
          className={cn(
            'absolute -bottom-1 left-1/2 -translate-x-1/2 rounded-full bg-ink leading-4 font-extrabold text-on-fill',
            AWAY[emblems],
          )}
        >
          {t.away}
        </span>
      ) : null}
      {bot ? (
        <span className="absolute -bottom-1 -left-1 grid size-5 place-items-center rounded-full bg-primary-700 text-on-fill ring-2 ring-surface">
          <Bot aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t.bot}</span>
        </span>
      ) : null}
      {badge ? <span className="absolute -right-1 -bottom-1">{badge}</span> : null}
    </span>
  );
}
