import { Link } from 'react-router';
import { useText } from '@/i18n/use-text';

// Terms and Privacy lead home for now (docs/product/screens.md#header-and-footer). `word` names the link's
// text in the catalogue.
const LINKS = [
  { to: '/credits', word: 'credits' },
  { to: '/', word: 'terms' },
  { to: '/', word: 'privacy' },
] as const;

export function SiteFooter() {
  const t = useText().app;
  return (
    <footer className="mx-auto w-full max-w-7xl px-4 pt-2 pb-6 text-center sm:px-6">
      <nav aria-label={t.footerNav}>
        <ul className="flex flex-wrap items-center justify-center gap-x-1">
          {LINKS.map((link) => (
            <li key={link.word}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-xl px-3 font-bold text-ink underline-offset-4 hover:bg-surface/60 hover:underline"
              >
                {t[link.word]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-1 text-sm text-ink-muted">{t.tagline}</p>
    </footer>
  );
}
