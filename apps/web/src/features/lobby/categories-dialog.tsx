import type { PlayerCategories } from '@npat/protocol';
import { Suspense } from 'react';
import { Modal } from '@/components/ui/dialog';
import { FormPlaceholder } from './form-placeholder';
import { LazyCategoriesForm } from './lobby-parts';
import { LOBBY_STRINGS } from './strings';

const S = LOBBY_STRINGS.categoriesDialog;

type CategoriesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roomId: string;
  /** The player's current two, so changing one keeps the other. */
  current: PlayerCategories | null;
};

/**
 * The player's own two categories (rules in docs/product/rules.md#own-categories); saving them makes the
 * player ready.
 */
export function CategoriesDialog({ open, onOpenChange, roomId, current }: CategoriesDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={S.title} description={S.description}>
      {/* Mounted only while open, so each opening starts from the current categories. */}
      <Suspense fallback={<FormPlaceholder fields={2} />}>
        <LazyCategoriesForm roomId={roomId} current={current} onSaved={() => onOpenChange(false)} />
      </Suspense>
    </Modal>
  );
}
