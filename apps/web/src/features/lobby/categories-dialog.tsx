import type { PlayerCategories } from '@npat/protocol';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { useText } from '@/i18n/use-text';
import { FormPlaceholder } from './form-placeholder';
import { LazyCategoriesForm } from './lobby-parts';

type CategoriesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roomId: string;
  /** The player's current two, so changing one keeps the other. */
  current: PlayerCategories | null;
  /** Whether players add their own categories; the host may turn them off while the dialog is open. */
  ownCategories: boolean;
};

/**
 * The player's own two categories (rules in docs/product/rules.md#own-categories); saving them makes the
 * player ready. With own categories off it says so instead of asking.
 */
export function CategoriesDialog({
  open,
  onOpenChange,
  roomId,
  current,
  ownCategories,
}: CategoriesDialogProps) {
  const t = useText().lobby.categoriesDialog;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={ownCategories ? t.description : undefined}
    >
      {ownCategories ? (
        // Mounted only while open, so each opening starts from the current categories.
        <Suspense fallback={<FormPlaceholder fields={2} />}>
          <LazyCategoriesForm roomId={roomId} current={current} onSaved={() => onOpenChange(false)} />
        </Suspense>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" className="font-semibold">
            {t.ownOff}
          </p>
          <Button variant="secondary" onClick={() => onOpenChange(false)} className="w-full">
            {t.close}
          </Button>
        </div>
      )}
    </Modal>
  );
}
