import { lazy, Suspense, type ReactNode } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useSessionUser } from '@/lib/session';
import { DESKTOP_QUERY, useMediaQuery, WIDE_QUERY } from '@/lib/use-media-query';
import { HowToPlayHelpButton } from '@/features/how-to-play/help-button';
import { LogoutButton } from './logout-button';
import { useRoomExit } from './room-exit';
import { RunningGameBanner } from './running-game-banner';
import { useHomeLinkInGame } from './use-home-link-in-game';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The guide panel (its carousel and animations) is fetched after the screen, so it never delays the first
// paint; on small screens only the light help button is there, and the guide comes when it is pressed.
const HowToPlayPanel = lazy(async () => ({
  default: (await import('@/features/how-to-play/how-to-play')).HowToPlayPanel,
}));

type AppFrameProps = {
  children: ReactNode;
  backdrop?: 'sunburst' | 'plain';
  /** From which width the guide is a side panel (see RouteHandle). */
  guidePanelFrom?: 'lg' | 'xl';
};

/**
 * Everything around a screen: backdrop, header, the How To Play guide and the footer. Shared by the normal
 * layout and the error screen, so an error never strands the player without navigation.
 */
export function AppFrame({ children, backdrop = 'sunburst', guidePanelFrom = 'lg' }: AppFrameProps) {
  // The guide is a side panel from 1024 px (1280 px for wide screens such as the lobby) and a dialog behind a
  // help button below; only one is mounted.
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const isWide = useMediaQuery(WIDE_QUERY);
  const showPanel = guidePanelFrom === 'xl' ? isWide : isDesktop;
  const user = useSessionUser();
  const room = useRoomExit();
  const homeLink = useHomeLinkInGame(room);
  const t = useText().app;
  return (
    // `isolate` keeps the backdrop's negative z-index above the page colour but below everything else; it is
    // absolute rather than fixed, so it spans the whole page and not just the first screenful.
    <div className="relative isolate flex min-h-dvh flex-col">
      <div
        aria-hidden="true"
        data-backdrop={backdrop}
        className={cn('app-backdrop absolute inset-0 -z-10', backdrop === 'plain' && 'app-backdrop-plain')}
      />
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-surface px-4 py-3 font-bold shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipToContent}
      </a>
      <SiteHeader
        onHomeClick={homeLink.onHomeClick}
        compactTitle={user !== null}
        actions={
          <>
            {user ? <LogoutButton room={room} /> : null}
            {showPanel ? null : <HowToPlayHelpButton />}
          </>
        }
      />
      <div
        className={cn(
          'mx-auto grid w-full max-w-7xl flex-1 items-start gap-6 px-4 pt-2 pb-8 sm:px-6 lg:gap-8',
          showPanel && 'lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]',
        )}
      >
        <main id="main" tabIndex={-1} className="min-w-0 outline-none">
          {children}
        </main>
        {showPanel ? (
          <div className="lg:sticky lg:top-6">
            <Suspense fallback={null}>
              <HowToPlayPanel />
            </Suspense>
          </div>
        ) : null}
      </div>
      <SiteFooter />
      <RunningGameBanner />
      {homeLink.dialog}
    </div>
  );
}
