import { Skeleton, SkeletonScreen } from '@/components/ui/skeleton';

/**
 * Stands in for a dialog's form while its code arrives: briefly at most, as the lobby fetches it at the
 * player's first touch, pointer or focus.
 */
export function FormPlaceholder({ fields }: { fields: number }) {
  return (
    <SkeletonScreen className="flex flex-col gap-4">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-12 w-full rounded-2xl" />
        </div>
      ))}
      <Skeleton className="mt-2 h-12 w-full rounded-full" />
    </SkeletonScreen>
  );
}
