import { avatarPath, type AvatarId } from '@npat/protocol';
import { AVATAR_NAMES } from '@/lib/avatar-names';
import { cn } from '@/lib/cn';

type AvatarImageProps = {
  avatar: AvatarId;
  className?: string;
  /** Empty when a visible name next to the image already says who it is. */
  alt?: string;
};

/** An animal avatar in its round frame (visual-style.md). Size it with a `size-*` class. */
export function AvatarImage({ avatar, className, alt }: AvatarImageProps) {
  return (
    <span
      className={cn(
        'inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-gradient-to-b from-sun-1 to-sun-2 shadow-card ring-4 ring-primary-200',
        className,
      )}
    >
      <img
        src={avatarPath(avatar)}
        alt={alt ?? AVATAR_NAMES[avatar]}
        className="size-[72%] object-contain"
        draggable={false}
      />
    </span>
  );
}
