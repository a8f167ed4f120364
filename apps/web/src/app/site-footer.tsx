import { Link } from 'react-router';
import { APP_STRINGS } from './strings';

// Terms and Privacy lead home for now (docs/product/screens.md#header-and-footer).
const LINKS = [
  { to: '/credits', label: APP_STRINGS.credits },
  { to: '/', label: APP_STRINGS.terms },
  { to: '/', label: APP_STRINGS.privacy },
] as const;

export function SiteFooter() {
  return (
    <footer className="mx-auto w-full max-w-7xl px-4 pt-2 pb-6 text-center sm:px-6">
      <nav aria-label={APP_STRINGS.footerNav}>
        <ul className="flex flex-wrap items-center justify-center gap-x-1">
          {LINKS.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-xl px-3 font-bold text-ink underline-offset-4 hover:bg-surface/60 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-1 text-sm text-ink-muted">{APP_STRINGS.tagline}</p>
    </footer>
  );
}
