import { CircleAlert, MonitorOff, MonitorX, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useText } from '@/i18n/use-text';
import type { ScreenRefusal } from './screen-feed';

const ICONS = {
  'no-big-screen': MonitorOff,
  'room-not-found': MonitorX,
  'room-full': Users,
  'invalid-request': CircleAlert,
  'internal-error': CircleAlert,
} as const;

/** Why the server turned the screen away, in a few big words across the window; the heading takes the focus. */
export function ScreenRefusalMessage({ code }: { code: ScreenRefusal }) {
  const R = useText().bigScreen.refusal;
  const words = {
    'no-big-screen': R.noBigScreen,
    'room-not-found': R.roomNotFound,
    'room-full': R.roomFull,
    'invalid-request': R.invalidRequest,
    'internal-error': R.internalError,
  }[code];
  const Icon = ICONS[code];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [code]);
  return (
    <section
      aria-labelledby="screen-refusal-heading"
      data-refusal={code}
      className="mx-auto flex max-w-5xl flex-1 flex-col items-center justify-center gap-6 text-center"
    >
      <Icon aria-hidden="true" className="size-20 text-primary-600 lg:size-32" />
      <h1
        ref={heading}
        id="screen-refusal-heading"
        tabIndex={-1}
        className="text-4xl font-black tracking-tight text-balance outline-none lg:text-7xl"
      >
        {words.title}
      </h1>
      <p className="text-2xl font-bold text-pretty text-ink-muted lg:text-5xl lg:leading-tight">
        {words.message}
      </p>
    </section>
  );
}

/** Until the first view: that the screen is connecting to its room. */
export function ScreenConnecting() {
  const t = useText().bigScreen;
  return (
    <div role="status" className="flex flex-1 items-center justify-center">
      <h1 className="text-3xl font-black text-ink-muted motion-safe:animate-pulse lg:text-6xl">
        {t.connecting}
      </h1>
    </div>
  );
}
