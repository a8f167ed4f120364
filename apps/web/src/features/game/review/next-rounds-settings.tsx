import type { PlayerView } from '@npat/engine';
import type { EndMode } from '@npat/protocol';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { EndModeField } from '@/components/settings/end-mode-field';
import { RoundTimeField } from '@/components/settings/round-time-field';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { useGameIntent } from '@/lib/game-intent';

/** The host, between rounds, sets the round time and the end mode of the rounds to come. */
export function NextRoundsSettings({ roomId, view }: { roomId: string; view: PlayerView }) {
  const S = useText().scoring.hostTools;
  const { run, pending } = useGameIntent(roomId);
  const [roundTime, setRoundTime] = useState(view.settings.roundTime);
  const [endMode, setEndMode] = useState<EndMode>(view.settings.endMode);
  const unchanged = roundTime === view.settings.roundTime && endMode === view.settings.endMode;
  const save = () => void run('game:round-settings', { roomId, roundTime, endMode }, save);
  return (
    <details className="group rounded-2xl bg-surface/80 p-4 shadow-card">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-extrabold">
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {S.nextRounds}
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        <RoundTimeField value={roundTime} onChange={setRoundTime} />
        <EndModeField value={endMode} onChange={setEndMode} />
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={unchanged || pending}
          onClick={save}
        >
          {S.saveNextRounds}
        </Button>
      </div>
    </details>
  );
}
