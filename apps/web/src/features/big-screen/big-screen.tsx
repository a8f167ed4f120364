import type { PlayerView } from '@npat/protocol';
import { AnsweringPhase } from './answering-phase';
import { FinalPhase } from './final-phase';
import { LobbyPhase } from './lobby-phase';
import { RevealPhase } from './reveal-phase';
import { RoundResultsPhase } from './round-results-phase';
import { RoundStartPhase } from './round-start-phase';
import type { ScreenFeed, ScreenView } from './screen-feed';
import { ScreenFrame } from './screen-frame';
import { ScreenConnecting, ScreenRefusalMessage } from './screen-message';

/**
 * The big screen of one room as its feed stands: a refusal across the window (kept back for the server's
 * own trouble while a view is shown: the view stays, with the reconnecting badge), "Connecting…" until the
 * first view, then the phase.
 */
export function BigScreen({ feed }: { feed: ScreenFeed }) {
  const { shown, refusal, connected } = feed;
  if (refusal !== null && (shown === null || refusal !== 'internal-error'))
    return (
      <ScreenFrame sound={false}>
        <ScreenRefusalMessage code={refusal} />
      </ScreenFrame>
    );
  if (shown === null)
    return (
      <ScreenFrame sound={false}>
        <ScreenConnecting />
      </ScreenFrame>
    );
  return (
    <ScreenFrame language={shown.view.settings.language} reconnecting={!connected}>
      <ScreenPhase shown={shown} />
    </ScreenFrame>
  );
}

/** One component per phase. */
export function ScreenPhase({ shown }: { shown: ScreenView }) {
  if (shown.kind === 'lobby') return <LobbyPhase view={shown.view} />;
  return <GamePhase view={shown.view} />;
}

function GamePhase({ view }: { view: PlayerView }) {
  switch (view.phase) {
    case 'ROUND_STARTING':
      return <RoundStartPhase key={view.round.number} view={view} />;
    case 'ANSWERING':
      return <AnsweringPhase view={view} />;
    case 'REVIEWING':
      return <RevealPhase key={view.round.number} view={view} />;
    case 'ROUND_RESULTS':
      return <RoundResultsPhase view={view} />;
    case 'FINAL_RESULTS':
    case 'GAME-COMPLETED':
      return <FinalPhase view={view} />;
  }
}
