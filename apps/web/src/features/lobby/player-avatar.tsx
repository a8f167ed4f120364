import { AVATAR_IDS, avatarIdFromPath } from '@npat/protocol';
import { AvatarImage } from '@/components/ui/avatar-image';
import { cn } from '@/lib/cn';

type PlayerAvatarProps = {
  photoURL: string;
  className?: string;
  /** Greyed out: the player's connection dropped (docs/product/rules.md#presence). */
  away?: boolean;
  frame?: 'bold' | 'thin';
};

/** A player's animal from their photoURL; the name beside it says who it is, so the image has no alt. */
export function PlayerAvatar({ photoURL, className, away = false, frame }: PlayerAvatarProps) {
  // The server only stores our own avatar paths; the first animal stands in should that ever change.
  const avatar = avatarIdFromPath(photoURL) ?? AVATAR_IDS[0];
  return (
    <AvatarImage
      avatar={avatar}
      alt=""
      frame={frame}
      className={cn(className, away && 'opacity-60 grayscale')}
    />
  );
}
