import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useSoundsOn } from '@/lib/sound-preference';
import { playCue } from '@/lib/sounds';
import { LeaveGameButton } from './leave-game-button';

/**
 * Turns the game's short sounds on or off on this device (off by default). Its name says where it stands
 * ("Sounds on" / "Sounds off", pressed when on); the icon shows the same. Turning them on plays a short cue,
 * inside the tap, which is also what lets iOS play the later ones.
 */
export function SoundToggle({ className }: { className?: string }) {
  const S = useText().gamePanels.sounds;
  const [on, setOn] = useSoundsOn();
  const label = on ? S.on : S.off;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={on}
      aria-label={label}
      title={label}
      className={cn('text-ink-muted', className)}
      onClick={() => {
        setOn(!on);
        if (!on) playCue('on');
      }}
    >
      {on ? (
        <Volume2 aria-hidden="true" className="size-5" />
      ) : (
        <VolumeX aria-hidden="true" className="size-5" />
      )}
    </Button>
  );
}

/** A round header's actions: Leave game (Stop watching for a spectator), and the sound toggle next to it. */
export function RoundHeaderActions({ roomId, watching = false }: { roomId: string; watching?: boolean }) {
  return (
    <div className="flex items-center gap-1">
      <LeaveGameButton roomId={roomId} watching={watching} />
      <SoundToggle />
    </div>
  );
}
