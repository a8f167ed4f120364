import type { PlayerView } from '@npat/engine';
import { Crown, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useText } from '@/i18n/use-text';
import { useGameIntent } from '@/lib/game-intent';
import { NextRoundsSettings } from './next-rounds-settings';

/**
 * What else the host may do between rounds (docs/product/rules.md#host): change the next rounds' time and end
 * mode, end the game now, with the rounds played, or hand the host role to another player. A lazy part: only
 * the host fetches it.
 */
export function HostTools({ roomId, view }: { roomId: string; view: PlayerView }) {
  const S = useText().scoring.hostTools;
  const { run } = useGameIntent(roomId);
  const others = view.players.filter((player) => !player.left && player.uid !== view.you);
  const [next, setNext] = useState(others[0]?.uid ?? '');
  const selectId = useId();
  const endGame = () => run('game:end', { roomId }, () => void endGame());
  const handOver = () => {
    const uid = others.some((player) => player.uid === next) ? next : others[0]?.uid;
    if (uid !== undefined) void run('game:make-host', { roomId, uid }, handOver);
  };
  return (
    <div className="flex flex-col gap-3">
      <NextRoundsSettings roomId={roomId} view={view} />
      <div className="flex flex-col gap-3 rounded-2xl bg-surface/80 p-4 shadow-card">
        {others.length > 0 ? (
          <div className="flex flex-wrap items-end gap-2">
            <label htmlFor={selectId} className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-bold">
              {S.handOverLabel}
              <select
                id={selectId}
                value={next}
                onChange={(event) => setNext(event.target.value)}
                className="min-h-11 rounded-xl border-2 border-primary-200 bg-surface px-3 text-base font-semibold"
              >
                {others.map((player) => (
                  <option key={player.uid} value={player.uid}>
                    {player.displayName}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="secondary" size="sm" onClick={handOver}>
              <Crown aria-hidden="true" className="size-5" />
              {S.handOver}
            </Button>
          </div>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button variant="secondary" size="sm" className="self-start">
              <Flag aria-hidden="true" className="size-5" />
              {S.endGame}
            </Button>
          }
          title={S.endGameTitle}
          description={S.endGameDescription}
          confirmLabel={S.endGameConfirm}
          cancelLabel={S.cancel}
          confirmVariant="danger"
          onConfirm={endGame}
        />
      </div>
    </div>
  );
}
