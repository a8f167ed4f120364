import type { LobbySlotView, LobbyView } from '@npat/protocol';
import { Link2 } from 'lucide-react';
import { PlayerAvatar } from '@/components/game/player-avatar';
import { useText } from '@/i18n/use-text';
import { joinLinkPath } from '@/lib/room-paths';
import { JoinQrCode } from './join-qr-code';

/**
 * The lobby on the big screen: the join QR code and the code in huge letters with the link, and the players
 * as they arrive. In streamer mode the server sends no code (`joinCode` ''): then neither code nor QR code,
 * only that friends join with the host's link.
 */
export function LobbyPhase({ view, origin = window.location.origin }: { view: LobbyView; origin?: string }) {
  const t = useText().bigScreen.lobby;
  const hidden = view.joinCode === '';
  const url = `${origin}${joinLinkPath(view.roomId)}`;
  return (
    // One column on a phone (heading, QR code, code, players); beside the QR code from 1024 px.
    <section
      aria-labelledby="screen-lobby-heading"
      className={`grid flex-1 content-center items-center gap-6 lg:gap-y-8 ${
        hidden
          ? 'mx-auto w-full max-w-6xl'
          : "lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-x-12 lg:[grid-template-areas:'qr_head'_'qr_code'_'qr_players'] 2xl:gap-x-16"
      }`}
    >
      <h1
        id="screen-lobby-heading"
        className="text-4xl font-black tracking-tight text-balance lg:self-end lg:text-6xl lg:[grid-area:head] 2xl:text-7xl"
      >
        {t.heading}
      </h1>
      {hidden ? null : (
        <div className="flex flex-col items-center gap-3 lg:gap-4 lg:[grid-area:qr]">
          <p className="text-2xl font-black lg:text-4xl">{t.scan}</p>
          <JoinQrCode url={url} className="size-[min(80vw,24rem)] lg:size-[min(58vh,36vw)]" />
          <p className="max-w-[min(80vw,36rem)] text-center text-base font-bold break-all text-ink-muted lg:text-2xl">
            <span className="sr-only">{t.orOpen}: </span>
            {url.replace(/^https?:\/\//, '')}
          </p>
        </div>
      )}
      <div className="lg:[grid-area:code]">
        {hidden ? (
          <div className="flex items-start gap-4 rounded-card bg-surface p-6 shadow-card lg:p-8">
            <Link2 aria-hidden="true" className="size-10 shrink-0 text-primary-600 lg:size-14" />
            <div>
              <p className="text-3xl font-black lg:text-5xl">{t.hostLink}</p>
              <p className="mt-2 text-xl font-bold text-ink-muted lg:text-3xl">{t.hostLinkHint}</p>
            </div>
          </div>
        ) : (
          <div className="rounded-card bg-surface p-6 shadow-card lg:p-8">
            <p className="text-xl font-extrabold text-ink-muted uppercase lg:text-3xl">{t.code}</p>
            <p
              data-testid="join-code"
              className="font-mono text-6xl font-black tracking-[0.15em] text-primary-600 sm:text-7xl lg:text-[min(9rem,7vw)] 2xl:text-[10rem]"
            >
              <span className="sr-only">{t.codeLabel({ code: view.joinCode.split('').join(' ') })}</span>
              <span aria-hidden="true">{view.joinCode}</span>
            </p>
          </div>
        )}
      </div>
      <div className="lg:self-start lg:[grid-area:players]">
        <LobbyPlayers slots={view.slots} />
      </div>
    </section>
  );
}

/** The players so far, each with their animal (crowned for the host, a robot for a bot) and name. */
function LobbyPlayers({ slots }: { slots: readonly LobbySlotView[] }) {
  const t = useText().bigScreen.lobby;
  return (
    <section aria-labelledby="screen-lobby-players">
      <h2 id="screen-lobby-players" className="text-2xl font-black lg:text-4xl">
        {t.players({ count: slots.length })}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-4 lg:gap-6">
        {slots.map((slot) => (
          <li
            key={slot.uid}
            data-testid="screen-player"
            className="flex w-24 flex-col items-center gap-2 motion-safe:animate-rise-in lg:w-32 2xl:w-40"
          >
            <PlayerAvatar
              photoURL={slot.photoURL}
              away={slot.isAway}
              isHost={slot.isHost}
              bot={slot.bot !== null}
              frame="bold"
              emblems="large"
              className="size-20 lg:size-24 2xl:size-28"
            />
            <span className="max-w-full truncate text-lg font-extrabold lg:text-2xl">{slot.displayName}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xl font-bold text-ink-muted lg:text-3xl">{t.waiting}</p>
    </section>
  );
}
