import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import logoUrl from '@/assets/logo.svg';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { LanguageMenu } from '@/i18n/language-menu';
import { useText } from '@/i18n/use-text';

type SiteHeaderProps = {
  /** Buttons at the right end: the guide's help button on small screens, Logout once signed in. */
  actions?: ReactNode;
  /** Instead of going home at once (in a running game the logo asks first). */
  onHomeClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Below 768 px only the logo, as a signed-in header has one more button (the link keeps its label). */
  compactTitle?: boolean;
};

/** The logo and the app's name, linking home; the dark-mode toggle and the page's actions on the right. */
export function SiteHeader({ actions, onHomeClick, compactTitle }: SiteHeaderProps) {
  const t = useText().app;
  return (
    <header
      data-testid="site-header"
      className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 sm:py-4"
    >
      <Link
        to="/"
        onClick={onHomeClick}
        aria-label={t.homeLink}
        className="-ml-1 flex min-h-11 min-w-0 items-center gap-2.5 rounded-2xl px-1 sm:gap-3"
      >
        {/* Never shrunk: the logo is the way home (and out of a game) in every language. */}
        <img
          src={logoUrl}
          alt=""
          width={48}
          height={48}
          data-testid="header-logo"
          className="size-10 shrink-0 drop-shadow-sm sm:size-12"
        />
        {/* The game's name in the player's language; two balanced lines on phones, so the header keeps room
            for its buttons at 360 px. */}
        <span
          data-testid="header-title"
          className={cn(
            'text-lg leading-[1.05] font-black tracking-tight text-balance text-ink max-sm:max-w-[9em] sm:text-2xl',
            compactTitle && 'max-md:hidden',
          )}
        >
          {t.appName}
        </span>
      </Link>
      <div data-slot="header-actions" className="ml-auto flex shrink-0 items-center gap-2">
        <LanguageMenu />
        <ThemeToggle />
        {actions}
      </div>
    </header>
  );
}
