import type { LobbyView } from '@npat/protocol';
import { Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { myCategories } from './my-categories';
import { PlayerAvatar } from '@/components/game/player-avatar';

type CategoriesCardProps = {
  view: LobbyView;
  me: string;
  /** Opens the dialog for the player's own two categories. */
  onEditMine: () => void;
  className?: string;
};

/**
 * The categories everyone plays: the chosen fixed ones, then every player's own, oldest first
 * (docs/product/rules.md#own-categories), each with its owner's animal; below, the player's own two with the
 * button to add or change them. With own categories off, a line says so instead of the players' part.
 */
export function CategoriesCard({ view, me, onEditMine, className }: CategoriesCardProps) {
  const t = useText().lobby.categories;
  return (
    <Card aria-labelledby="lobby-categories" className={cn('flex flex-col gap-5 p-4 sm:p-6', className)}>
      <CardTitle id="lobby-categories" className="text-xl sm:text-2xl">
        {t.heading}
      </CardTitle>
      <section aria-labelledby="lobby-default-categories">
        <h3
          id="lobby-default-categories"
          className="text-sm font-extrabold tracking-wide text-ink-muted uppercase"
        >
          {t.defaults}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {view.categories.defaults.map((category) => (
            <li
              key={category.id}
              className="rounded-full bg-primary-100 px-4 py-1.5 font-extrabold text-primary-700"
            >
              {category.title}
            </li>
          ))}
        </ul>
      </section>
      {view.settings.ownCategories ? (
        <PlayersCategories view={view} me={me} onEditMine={onEditMine} />
      ) : (
        <p className="font-semibold text-ink-muted">{t.ownOff}</p>
      )}
    </Card>
  );
}

/** Every player's own categories, and the player's own two with the button to add or change them. */
function PlayersCategories({ view, me, onEditMine }: Omit<CategoriesCardProps, 'className'>) {
  const owners = new Map(view.slots.map((slot) => [slot.uid, slot]));
  const custom = [...view.categories.custom].sort((a, b) => a.addedAt - b.addedAt);
  const mine = myCategories(view, me);
  const t = useText().lobby.categories;
  return (
    <>
      <section aria-labelledby="lobby-custom-categories">
        <h3
          id="lobby-custom-categories"
          className="text-sm font-extrabold tracking-wide text-ink-muted uppercase"
        >
          {t.custom}
        </h3>
        <p className="text-sm text-ink-muted">{t.customHint}</p>
        {custom.length > 0 ? (
          <ul data-testid="custom-categories" className="mt-2 flex flex-wrap gap-2">
            {custom.map((category) => {
              const owner = owners.get(category.ownerUid);
              return (
                <li
                  key={category.id}
                  className="flex max-w-full min-w-0 items-center gap-2 rounded-full bg-accent-50 py-1 pr-4 pl-1 font-extrabold"
                >
                  {owner ? <PlayerAvatar photoURL={owner.photoURL} className="size-8" /> : null}
                  <span className="truncate">{category.title}</span>
                  {owner ? <span className="sr-only">, {t.addedBy({ name: owner.displayName })}</span> : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-2 font-semibold text-ink-muted">{t.noneYet}</p>
        )}
      </section>
      <section
        aria-labelledby="lobby-my-categories"
        className="flex flex-col gap-3 border-t-2 border-primary-100 pt-4"
      >
        <h3 id="lobby-my-categories" className="font-extrabold">
          {t.mine}
        </h3>
        {mine ? (
          <p className="font-semibold">
            {mine.category1} · {mine.category2}
          </p>
        ) : null}
        <Button
          variant={mine ? 'secondary' : 'primary'}
          onClick={onEditMine}
          className="w-full sm:w-auto sm:self-start"
        >
          {mine ? (
            <Pencil aria-hidden="true" className="size-5" />
          ) : (
            <Plus aria-hidden="true" className="size-5" />
          )}
          {mine ? t.edit : t.add}
        </Button>
      </section>
    </>
  );
}
