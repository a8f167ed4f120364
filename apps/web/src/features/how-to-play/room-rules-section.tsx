import { ScrollText } from 'lucide-react';
import { useId } from 'react';
import { useText } from '@/i18n/use-text';
import { roomRules } from '@/lib/room-rules';
import { useRoomSettings } from '@/lib/use-room-settings';

/**
 * The rules in force in the room the player is in, told from its settings, ahead of the guide's steps
 * (which tell the classic game). Nothing outside a room, or before the room's screen has its settings.
 * A plain list and not a slide: it is read at the player's pace, never turned away after 4 s.
 */
export function RoomRulesSection() {
  const S = useText().howToPlay;
  const settings = useRoomSettings();
  const headingId = useId();
  if (!settings) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="htp-room-rules mb-5 rounded-3xl bg-primary-50 px-4 py-3 ring-1 ring-primary-100 sm:px-5 sm:py-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-black tracking-tight text-ink">
        <ScrollText aria-hidden className="size-5 shrink-0 text-primary-600" />
        {S.roomRules}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-snug text-pretty text-ink-muted marker:text-primary-500">
        {roomRules(settings).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
