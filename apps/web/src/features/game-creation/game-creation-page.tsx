import { documentTitle } from '@/app/strings';
import { Card, CardTitle } from '@/components/ui/card';
import { GameCreationForm } from './game-creation-form';
import { GAME_CREATION_STRINGS as S } from './strings';

/**
 * Game creation (docs/product/screens.md#game-creation, docs/product/rules.md#settings), for signed-in
 * players only (the route's loader sends anyone else home): one card with the settings form and its one
 * primary action.
 */
export function GameCreationPage() {
  return (
    <Card aria-labelledby="game-creation-title" className="mx-auto w-full max-w-2xl">
      <title>{documentTitle(S.documentTitle)}</title>
      <CardTitle as="h1" id="game-creation-title">
        {S.title}
      </CardTitle>
      <p className="mt-1 text-ink-muted">{S.intro}</p>
      <GameCreationForm />
    </Card>
  );
}
