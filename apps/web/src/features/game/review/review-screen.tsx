import { reviewDurationMs, type PlayerView } from '@npat/engine';
import { Crown } from 'lucide-react';
import { useCallback } from 'react';
import { useText } from '@/i18n/use-text';
import { emitGameIntent, useGameIntent } from '@/lib/game-intent';
import { storeGameView } from '@/lib/game-view-store';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { ConnectionBanner } from '../parts/connection-banner';
import { CountdownRing } from '../parts/countdown-ring';
import { RoundHeader } from '../parts/round-header';
import { RoundHeaderActions } from '../parts/sound-toggle';
import { SpectatorBar } from '../parts/spectator-bar';
import { CategoryPager } from './category-pager';
import { RevealControls } from './reveal-controls';
import { ReviewBar } from './review-bar';
import { ReviewCategory, type ReviewActions } from './review-category';
import { reviewIntro } from './review-rules';
import { useReviewDeck } from './use-review-deck';
import { useReviewFocus } from './use-review-focus';

/**
 * REVIEWING: one card per category with every answer, its marks, groups, 'maybe the same' pairs and
 * challenges; on a phone the cards swipe one at a time under a pinned header (letter, countdown, 'Category
 * 3 of 7'), on a wider screen they stand side by side. Done and the host's Continue are pinned at the bottom.
 */
export function ReviewScreen({ roomId, view }: { roomId: string; view: PlayerView }) {
  const text = useText().scoring;
  const S = text.review;
  const { round } = view;
  const { run, pending } = useGameIntent(roomId);
  const review = round.review;
  const categories = round.categories.flatMap((category) => {
    const categoryReview = review?.categories.find((each) => each.categoryId === category.id);
    return categoryReview ? [{ category, review: categoryReview }] : [];
  });
  const { row, index, onScroll, goTo } = useReviewDeck(categories.length);
  // On a phone the cards are a row that scrolls sideways: the row itself takes focus, so the arrow keys move
  // it even where a card has nothing to press (a spectator's).
  const swiping = useMediaQuery(PHONE_QUERY);
  // Where the host is is a hint to follow, not an action of theirs: a focus that did not arrive says nothing.
  const sendFocus = useCallback(
    (categoryId: string) =>
      void emitGameIntent('game:review-focus', { roomId, categoryId })
        .then((ack) => (ack?.ok ? storeGameView(roomId, ack.view) : undefined))
        .catch(() => undefined),
    [roomId],
  );
  const { hostIndex, apart, onOwnMove, follow, onCardFocus } = useReviewFocus({
    categoryIds: categories.map(({ category }) => category.id),
    focus: review?.focus ?? null,
    leading: view.allowed.includes('game:review-focus'),
    shownId: categories[index]?.category.id,
    goTo,
    swiping,
    send: sendFocus,
  });
  if (!review) return null;

  const actions: ReviewActions = {
    pending,
    readOnly: view.watching,
    challenge: (authorUid, categoryId, challenge) => {
      const intent = challenge ? 'game:challenge' : 'game:withdraw-challenge';
      const send = () => void run(intent, { roomId, authorUid, categoryId }, send);
      send();
    },
    creative: (authorUid, categoryId, creative) => {
      const send = () => void run('game:vote-creative', { roomId, authorUid, categoryId, creative }, send);
      send();
    },
    join: (categoryId, uids) => {
      const send = () => void run('game:join-answers', { roomId, categoryId, uids }, send);
      send();
    },
    split: (categoryId, uid) => {
      const send = () => void run('game:split-answer', { roomId, categoryId, uid }, send);
      send();
    },
  };
  const done = () => void run('game:review-done', { roomId }, done);
  const continueNow = () => void run('game:continue', { roomId }, continueNow);
  const endsAt = review.reviewEndsAt ?? view.phaseEndsAt ?? 0;
  const host = view.players.find((player) => player.uid === view.hostUid);
  const shown = categories[index];

  return (
    // A container, so the cards stand two or three abreast by the room the page gives them (How to Play's panel
    // takes some on a desktop), not by the window's width.
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-3">
      <RoundHeader
        sticky
        round={round.number}
        rounds={view.settings.rounds}
        letter={round.letter}
        title={S.title}
        actions={<RoundHeaderActions roomId={roomId} watching={view.watching} />}
        timer={
          <CountdownRing
            startsAt={endsAt - reviewDurationMs(round.categories.length)}
            endsAt={endsAt}
            label={S.timeToReview}
          />
        }
        notice={
          shown ? (
            <CategoryPager
              index={index}
              total={categories.length}
              title={shown.category.title}
              onGo={(next) => {
                onOwnMove();
                goTo(next);
              }}
              host={
                apart && host ? { index: hostIndex, name: host.displayName, onFollow: follow } : undefined
              }
              followsHost={view.hostUid !== view.you}
            />
          ) : null
        }
      />
      <ConnectionBanner />
      <SpectatorBar roomId={roomId} view={view} />
      <RevealControls
        roomId={roomId}
        view={view}
        onRevealed={(categoryId) => {
          const at = categories.findIndex(({ category }) => category.id === categoryId);
          if (at >= 0 && at !== index) goTo(at);
        }}
      />
      {/* The rules in force: above the cards on a wider screen, below them on a phone, where the cards come first. */}
      <div className="flex flex-col gap-1 rounded-2xl bg-surface/80 px-4 py-2 text-sm shadow-card max-sm:order-last">
        <p className="font-semibold">{reviewIntro(S, view.settings, view.watching)}</p>
        <p className="flex items-center gap-1.5 font-bold text-ink-muted">
          <Crown aria-hidden="true" className="size-4 shrink-0 text-yellow-700 dark:text-yellow-400" />
          {view.allowed.includes('game:continue')
            ? text.footer.youCanContinue
            : text.footer.hostCanContinue({ name: host?.displayName ?? '' })}
        </p>
      </div>
      <div
        ref={row}
        onScroll={onScroll}
        // The player's own moves (a swipe the browser takes over, a wheel, an arrow key) stop following the host.
        onPointerCancel={onOwnMove}
        onWheel={(event) => (Math.abs(event.deltaX) > Math.abs(event.deltaY) ? onOwnMove() : undefined)}
        onKeyDown={(event) => (event.key.startsWith('Arrow') ? onOwnMove() : undefined)}
        onFocus={(event) => onCardFocus(categoryOfCard(event.target))}
        onPointerDown={(event) => onCardFocus(categoryOfCard(event.target))}
        tabIndex={swiping ? 0 : undefined}
        role={swiping ? 'group' : undefined}
        aria-label={swiping ? S.deckLabel : undefined}
        data-testid="review-deck"
        className="relative max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:gap-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:py-1 max-sm:[scrollbar-width:none] sm:grid sm:items-start sm:gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3"
      >
        {categories.map(({ category, review: categoryReview }) => (
          <ReviewCategory
            key={category.id}
            className="max-sm:w-full max-sm:shrink-0 max-sm:snap-center max-sm:self-start"
            category={category}
            review={categoryReview}
            players={view.players}
            you={view.you}
            rules={view.settings}
            actions={actions}
            hostHere={
              host && category.id === review.focus && host.uid !== view.you ? host.displayName : undefined
            }
          />
        ))}
      </div>
      {/* Last in the column, after the rules a phone shows below the cards: the bar sticks within the page. */}
      <ReviewBar
        className="max-sm:order-last"
        view={view}
        pending={pending}
        onDone={done}
        onContinue={continueNow}
      />
    </div>
  );
}

/** The category of the review card an event happened in (its `data-category-id`), if any. */
function categoryOfCard(target: EventTarget): string | undefined {
  return (target as HTMLElement).closest<HTMLElement>('[data-category-id]')?.dataset.categoryId;
}
