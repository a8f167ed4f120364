import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { loadSonner, onSonnerRequested, sonnerRequested } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/**
 * sonner's Toaster, kept out of the first screen's scripts: it mounts when the first toast is raised or
 * when the browser is idle after the first screen, whichever comes first.
 */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const [wanted, setWanted] = useState(sonnerRequested);
  useEffect(() => {
    if (wanted) return;
    const stopListening = onSonnerRequested(() => setWanted(true));
    const cancelIdle = whenIdle(() => void loadSonner());
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
