import { avatarPath, type AvatarId } from '@npat/protocol';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';

type AvatarImageProps = {
  avatar: AvatarId;
  className?: string;
  /** Empty when a visible name next to the image already says who it is. */
  alt?: string;
  /** 'thin' for small avatars (lists), whose frame would otherwise swallow the animal. */
  frame?: 'bold' | 'thin';
};

/**
 * An animal avatar in its round frame (visual-style.md). Size it with a `size-*` class: there is no default
 * size, since two size classes on one element resolve by stylesheet order, not by which was passed.
 */
export function AvatarImage({ avatar, className, alt, frame = 'bold' }: AvatarImageProps) {
  const names = useText().lib.avatars;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-gradient-to-b from-sun-1 to-sun-2 ring-primary-200',
        frame === 'bold' ? 'shadow-card ring-4' : 'ring-2',
        className,
      )}
    >
      <img
        src={avatarPath(avatar)}
        alt={alt ?? names[avatar]}
        className="size-[72%] object-contain"
        draggable={false}
      />
    </span>
  );
}
