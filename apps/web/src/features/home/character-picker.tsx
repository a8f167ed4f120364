import { AVATAR_IDS, type AvatarId } from '@npat/protocol';
import { ChevronRight } from 'lucide-react';
import { AvatarImage } from '@/components/ui/avatar-image';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';

/** The avatar after `current` in the catalogue's order, wrapping to the first after the last. */
export function nextAvatar(current: AvatarId): AvatarId {
  const index = AVATAR_IDS.indexOf(current);
  return AVATAR_IDS[(index + 1) % AVATAR_IDS.length] ?? AVATAR_IDS[0];
}

type CharacterPickerProps = {
  value: AvatarId;
  onChange: (avatar: AvatarId) => void;
  /** In one row with a smaller frame, where the picker is not the card's main action (the welcome panel). */
  compact?: boolean;
};

/** Shows the chosen animal in its round frame and a button that moves on to the next one. */
export function CharacterPicker({ value, onChange, compact = false }: CharacterPickerProps) {
  const { home, lib } = useText();
  const name = (
    // Announces the new animal after each press, since the button's own name stays the same.
    <p aria-live="polite" className="text-lg font-extrabold">
      <span className="sr-only">{home.picker.current} </span>
      {lib.avatars[value]}
    </p>
  );
  const next = (
    <Button variant="secondary" size="sm" onClick={() => onChange(nextAvatar(value))}>
      {home.picker.next}
      <ChevronRight aria-hidden="true" className="size-5" />
    </Button>
  );
  if (compact) {
    return (
      <div data-avatar={value} className="flex items-center justify-center gap-4">
        <AvatarImage avatar={value} className="size-20 shrink-0" />
        <div className="flex flex-col items-start gap-1">
          {name}
          {next}
        </div>
      </div>
    );
  }
  return (
    <div data-avatar={value} className="flex flex-col items-center gap-3">
      <AvatarImage avatar={value} className="size-28 sm:size-32" />
      {name}
      {next}
    </div>
  );
}
