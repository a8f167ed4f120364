import { House, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { documentTitle } from '@/app/strings';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { GAME_CREATION_STRINGS as S } from './strings';

/**
 * Game creation (seed §2), for signed-in players only (the route's loader sends anyone else home). The
 * settings form is issue 4's; this card only gives the route its place.
 */
export function GameCreationPage() {
  return (
    <Card aria-labelledby="game-creation-title" className="mx-auto w-full max-w-lg text-center">
      <title>{documentTitle(S.documentTitle)}</title>
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-primary-100 text-primary-700">
        <Settings2 aria-hidden="true" className="size-8" />
      </span>
      <CardTitle as="h1" id="game-creation-title" className="mt-4">
        {S.title}
      </CardTitle>
      <p className="mt-2 text-lg text-ink-muted">{S.comingNext}</p>
      <Button asChild variant="secondary" className="mt-6">
        <Link to="/">
          <House aria-hidden="true" className="size-5" />
          {S.back}
        </Link>
      </Button>
    </Card>
  );
}
