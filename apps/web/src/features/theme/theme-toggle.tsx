import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { chooseScheme } from './theme-preference';
import { useScheme } from './use-scheme';

export const THEME_TOGGLE_LABEL = 'Dark mode';

/**
 * A two-state switch in the header: it starts from the system's scheme and flips it. A pressed toggle button
 * (aria-pressed) named "Dark mode" says both what it does and where it stands; the icon shows the scheme it leads to.
 */
export function ThemeToggle() {
  const dark = useScheme() === 'dark';
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={dark}
      aria-label={THEME_TOGGLE_LABEL}
      title={THEME_TOGGLE_LABEL}
      onClick={() => chooseScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </Button>
  );
}
