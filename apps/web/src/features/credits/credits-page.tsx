import { ExternalLink, Heart } from 'lucide-react';
import { documentTitle } from '@/app/document-title';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { CREDITS } from './credits';

/**
 * The credits screen of docs/product/screens.md#credits: every attribution is an external link that opens in
 * a new tab.
 */
export function CreditsPage() {
  const t = useText().credits;
  return (
    <Card aria-labelledby="credits-title" className="mx-auto w-full max-w-2xl">
      <title>{documentTitle(t.documentTitle)}</title>
      <h1
        id="credits-title"
        className="text-center text-4xl font-black tracking-widest text-primary-700 sm:text-5xl"
      >
        {t.title}
      </h1>
      <p className="mt-2 text-center text-lg text-ink-muted">{t.intro}</p>
      <ul className="mt-8 flex flex-col gap-3">
        {CREDITS.map((credit) => (
          <li key={credit.href} className="rounded-2xl bg-primary-50 p-4 ring-1 ring-primary-100 sm:p-5">
            <p className="text-sm font-bold tracking-wide text-ink-muted uppercase">{t.uses[credit.use]}</p>
            <a
              href={credit.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg text-xl font-black text-primary-700 underline decoration-2 underline-offset-4 hover:text-primary-600"
            >
              {credit.name}
              <ExternalLink aria-hidden="true" className="size-5" />
              <span className="sr-only">{t.opensInNewTab}</span>
            </a>
            <p className="text-ink">
              {t.by} {credit.author} ·{' '}
              {typeof credit.licence === 'string' ? credit.licence : t.licences[credit.licence.note]}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-start gap-2 rounded-2xl bg-accent-50 p-4 font-semibold text-accent-700 sm:p-5">
        <Heart aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t.ownWork}
      </p>
    </Card>
  );
}
