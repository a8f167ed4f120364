import { WifiOff } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useText } from '@/i18n/use-text';
import { isLocale, localeInfo } from '@/i18n/locales';
import { SoundControl } from './sound-control';
import { useAloneOnScreen } from './use-alone-on-screen';

type ScreenFrameProps = {
  /** The game's language, named in itself in the corner; none before the first view. */
  language?: string;
  /** The connection dropped after the room was shown: a small badge, the view stays. */
  reconnecting?: boolean;
  /** Sound belongs to a room being shown, not to a refusal. */
  sound?: boolean;
  children: ReactNode;
};

/**
 * The whole window for the big screen, over the app's header and footer (the route's layout keeps them, so
 * the screen covers them and makes them inert): the app's name and the game's language in a corner, the
 * sound toggle and a "Reconnecting…" badge in the other, and the phase below, in the app's two schemes.
 */
export function ScreenFrame({ language, reconnecting = false, sound = true, children }: ScreenFrameProps) {
  const t = useText();
  const frame = useRef<HTMLDivElement>(null);
  useAloneOnScreen(frame);
  return (
    <div
      ref={frame}
      data-testid="big-screen"
      className="app-backdrop fixed inset-0 isolate z-50 overflow-y-auto text-ink"
    >
      <div className="flex min-h-full flex-col gap-4 p-4 sm:p-6 2xl:gap-6 2xl:p-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <span className="text-xl font-black tracking-tight text-primary-600 lg:text-3xl">
              {t.app.appName}
            </span>
            {language && isLocale(language) ? (
              <span className="text-base font-bold text-ink-muted lg:text-2xl">
                {t.bigScreen.language({ language: localeInfo(language).name })}
              </span>
            ) : null}
          </p>
          <div className="flex items-center gap-3">
            <div role="status">
              {reconnecting ? (
                <p className="flex min-h-11 items-center gap-2 rounded-full bg-invalid px-4 text-base font-extrabold text-on-fill lg:text-xl">
                  <WifiOff aria-hidden="true" className="size-5 lg:size-6" />
                  {t.bigScreen.reconnecting}
                </p>
              ) : null}
            </div>
            {sound ? <SoundControl /> : null}
          </div>
        </div>
        <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      </div>
    </div>
  );
}
