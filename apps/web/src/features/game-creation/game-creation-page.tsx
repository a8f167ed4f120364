import { documentTitle } from '@/app/document-title';
import { Card, CardTitle } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { GameCreationForm } from './game-creation-form';

/**
 * Game creation (docs/product/screens.md#game-creation, docs/product/rules.md#settings), for signed-in
 * players only (the route's loader sends anyone else home): one card with the settings form and its one
 * primary action.
 */
export function GameCreationPage() {
  const t = useText().gameCreation;
  return (
    <Card aria-labelledby="game-creation-title" className="mx-auto w-full max-w-2xl">
      <title>{documentTitle(t.documentTitle)}</title>
      <CardTitle as="h1" id="game-creation-title">
        {t.title}
      </CardTitle>
      <p className="mt-1 text-ink-muted">{t.intro}</p>
      <GameCreationForm />
    </Card>
  );
}
