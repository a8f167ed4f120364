import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { chooseScheme } from './theme-preference';
import { useScheme } from './use-scheme';

/**
 * A two-state switch in the header: it starts from the system's scheme and flips it. A pressed toggle button
 * (aria-pressed) named "Dark mode" says both what it does and where it stands; the icon shows the scheme it leads to.
 */
export function ThemeToggle() {
  const label = useText().app.themeToggle;
  const dark = useScheme() === 'dark';
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={dark}
      aria-label={label}
      title={label}
      onClick={() => chooseScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </Button>
  );
}
