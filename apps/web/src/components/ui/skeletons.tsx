import { Skeleton, SkeletonCard, SkeletonScreen } from './skeleton';

// Skeleton screens of docs/product/screens.md#loading, shaped like the screens they stand in for so nothing
// jumps when data lands.

function PlayerRow() {
  return (
    <div className="flex items-center gap-3">
      <Skeleton className="size-12 rounded-full" />
      <Skeleton className="h-4 flex-1" />
      <Skeleton className="h-6 w-16 rounded-full" />
    </div>
  );
}

/** The lobby: join code, the player slots and, from 1024 px, the categories beside them. */
export function LobbySkeleton() {
  return (
    <SkeletonScreen className="mx-auto w-full max-w-4xl">
      <div className="grid gap-4 lg:grid-cols-2">
        <SkeletonCard className="space-y-5">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-12 w-40 rounded-2xl" />
          {[0, 1, 2, 3].map((i) => (
            <PlayerRow key={i} />
          ))}
        </SkeletonCard>
        <SkeletonCard className="space-y-4">
          <Skeleton className="h-8 w-2/5" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-10 rounded-2xl" />
          ))}
        </SkeletonCard>
      </div>
      <Skeleton className="mx-auto mt-6 h-12 w-full max-w-xs rounded-2xl" />
    </SkeletonScreen>
  );
}

/** A round in play: the letter, the timer and one field per category. */
export function GameSkeleton() {
  return (
    <SkeletonScreen className="mx-auto w-full max-w-xl">
      <SkeletonCard className="space-y-5">
        <div className="flex items-center justify-between gap-4">
          <Skeleton className="size-24 rounded-3xl" />
          <Skeleton className="size-16 rounded-full" />
        </div>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-12 rounded-2xl" />
          </div>
        ))}
        <Skeleton className="h-12 rounded-2xl" />
      </SkeletonCard>
    </SkeletonScreen>
  );
}

/** The result: a podium of three, then everyone else's totals. */
export function ResultSkeleton() {
  return (
    <SkeletonScreen className="mx-auto w-full max-w-xl">
      <SkeletonCard className="space-y-6">
        <Skeleton className="mx-auto h-8 w-1/2" />
        <div className="flex items-end justify-center gap-3">
          <Skeleton className="h-24 w-20 rounded-t-2xl rounded-b-md" />
          <Skeleton className="h-32 w-20 rounded-t-2xl rounded-b-md" />
          <Skeleton className="h-16 w-20 rounded-t-2xl rounded-b-md" />
        </div>
        {[0, 1, 2].map((i) => (
          <PlayerRow key={i} />
        ))}
      </SkeletonCard>
    </SkeletonScreen>
  );
}

/** An answer under review: the author's animal, their name and answer, and a button-sized Challenge. */
function ReviewAnswerRow() {
  return (
    <div data-slot="skeleton-answer" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl p-2">
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="min-w-0 flex-1 basis-40 space-y-2">
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="h-5 w-1/2" />
      </div>
      {/* On phones it wraps under the text, as the real buttons do. */}
      <div className="max-sm:pl-13">
        <Skeleton className="h-11 w-28 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * The review: the round header (letter, title, countdown) and its intro line, three categories of three
 * answers each, and the footer with who is done and the Done button.
 */
export function ReviewSkeleton() {
  return (
    <SkeletonScreen className="mx-auto w-full max-w-3xl">
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3 sm:gap-5">
          <Skeleton className="size-20 shrink-0 rounded-2xl" />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-8 w-1/2" />
          </div>
          <Skeleton className="size-20 shrink-0 rounded-full" />
        </div>
        <Skeleton className="h-12 rounded-2xl" />
        {[0, 1, 2].map((i) => (
          <SkeletonCard key={i} className="p-4 sm:p-6">
            <Skeleton className="h-7 w-1/3" />
            <div className="mt-3 flex flex-col gap-2">
              {[0, 1, 2].map((j) => (
                <ReviewAnswerRow key={j} />
              ))}
            </div>
          </SkeletonCard>
        ))}
        <SkeletonCard className="space-y-4 p-4 sm:p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="h-9 w-28 rounded-full" />
            <Skeleton className="h-5 w-24" />
          </div>
          <Skeleton className="h-12 rounded-2xl" />
        </SkeletonCard>
      </div>
    </SkeletonScreen>
  );
}

/** A grid of six cards, e.g. while a list of rooms or categories loads. */
export function CardGridSkeleton() {
  return (
    <SkeletonScreen className="w-full">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <SkeletonCard key={i} className="space-y-3">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </SkeletonCard>
        ))}
      </div>
    </SkeletonScreen>
  );
}
