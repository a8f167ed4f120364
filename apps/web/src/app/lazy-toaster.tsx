import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { loadSonner, onSonnerRequested, sonnerRequested } from '@/lib/toast';

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/**
 * sonner's Toaster, kept out of the first screen's scripts: it mounts when the first toast is raised or at
 * the player's first touch, click or key press, whichever comes first.
 */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const [wanted, setWanted] = useState(sonnerRequested);
  useEffect(() => {
    if (wanted) return;
    const stopListening = onSonnerRequested(() => setWanted(true));
    // The first touch, click or key press fetches it too: a toast most often answers one.
    const fetchSonner = () => void loadSonner();
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', fetchSonner, options);
    window.addEventListener('keydown', fetchSonner, options);
    return () => {
      stopListening();
      window.removeEventListener('pointerdown', fetchSonner, options);
      window.removeEventListener('keydown', fetchSonner, options);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
