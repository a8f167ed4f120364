import { Volume2, VolumeX } from 'lucide-react';
import { useEffect } from 'react';
import { useText } from '@/i18n/use-text';
import { setScreenSoundOn, startAudio, useScreenSound } from './screen-sound';

/** The events that let a page start audio (user activation). */
const GESTURES = ['pointerup', 'keydown'] as const;

/**
 * The big screen's sound toggle (on by default there), and while the browser holds the audio back until a
 * gesture, "Click for sound" beside it: that click, or any other click or key press on the page, starts it.
 */
export function SoundControl() {
  const t = useText().bigScreen.sound;
  const { on, audio } = useScreenSound();
  const blocked = on && audio === 'blocked';

  // After a click that brought the page here (the host's "open the big screen here"), it may start at once.
  useEffect(() => {
    if (on) void startAudio();
  }, [on]);

  useEffect(() => {
    if (!blocked) return;
    const start = () => void startAudio();
    for (const type of GESTURES) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of GESTURES) window.removeEventListener(type, start, true);
    };
  }, [blocked]);

  const label = on ? t.on : t.off;
  return (
    <div className="flex items-center gap-2">
      {blocked ? (
        <button
          type="button"
          onClick={() => void startAudio()}
          className="min-h-11 rounded-full bg-accent-600 px-4 text-base font-extrabold text-on-fill shadow-card lg:min-h-14 lg:px-6 lg:text-xl"
        >
          {t.clickForSound}
        </button>
      ) : null}
      <button
        type="button"
        aria-pressed={on}
        aria-label={label}
        title={label}
        onClick={() => setScreenSoundOn(!on)}
        className="grid size-11 place-items-center rounded-full bg-surface/90 text-ink shadow-card hover:bg-primary-100 lg:size-14"
      >
        {on ? (
          <Volume2 aria-hidden="true" className="size-5 lg:size-7" />
        ) : (
          <VolumeX aria-hidden="true" className="size-5 lg:size-7" />
        )}
      </button>
    </div>
  );
}
