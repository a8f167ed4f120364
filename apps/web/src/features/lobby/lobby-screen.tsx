import type { LobbyView } from '@npat/protocol';
import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useText } from '@/i18n/use-text';
import { useSocketConnected } from '@/lib/socket';
import { BigScreenCard } from './big-screen-card';
import { CategoriesCard } from './categories-card';
import { CategoriesDialog } from './categories-dialog';
import { InviteCard } from './invite-card';
import { LobbyHeading } from './lobby-heading';
import { LeaveButton } from './leave-button';
import { prefetchLobbyForms } from './lobby-parts';
import { myCategories } from './my-categories';
import { PlayersCard } from './players-card';
import { SettingsCard } from './settings-card';
import { StartCard } from './start-card';
import { useLobbyIntent } from './use-lobby-intent';
import { useSoloBots } from './use-solo-bots';

type LobbyScreenProps = { view: LobbyView; me: string };

/**
 * The lobby as `view` shows it: one column on phones; from 1024 px two columns.
 * The player's categories dialog opens from two places (the next-step card and the categories card).
 */
export function LobbyScreen({ view, me }: LobbyScreenProps) {
  const connected = useSocketConnected();
  const t = useText().lobby;
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const { run } = useLobbyIntent();
  useSoloBots(view, me);
  const mySlot = view.slots.find((slot) => slot.uid === me);
  if (!mySlot) return null;

  function openCategories() {
    setCategoriesOpen(true);
    // Changing submitted categories makes the player not ready until they save again
    // (docs/product/rules.md#own-categories); with own categories off there is nothing to change.
    if (mySlot?.isReady && view.settings.ownCategories)
      void run('lobby:edit-categories', { roomId: view.roomId }, openCategories);
  }

  return (
    // The dialogs' forms are fetched when the player reaches for the lobby (pointer, touch or keyboard), not at
    // idle: evaluating them then would hold the main thread just as the lobby becomes usable.
    <div
      className="mx-auto flex w-full max-w-5xl flex-col gap-4"
      onPointerEnter={prefetchLobbyForms}
      onPointerDownCapture={prefetchLobbyForms}
      onFocusCapture={prefetchLobbyForms}
    >
      <LobbyHeading action={<LeaveButton roomId={view.roomId} isHost={mySlot.isHost} />} />
      {connected ? null : (
        <p
          role="status"
          className="flex items-center gap-2 rounded-2xl bg-surface px-4 py-3 font-bold text-invalid shadow-card"
        >
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          {t.reconnecting}
        </p>
      )}
      {/* From 1024 px two columns, each card right under the one before it (no row lines, so no gaps): Start
          and the tall invite card (its QR code) on the left, the players, categories and settings on the
          right. Columns of one flow keep the reading and focus order of the phone's one column. */}
      <div className="flex flex-col gap-4 lg:block lg:columns-2 lg:gap-4 lg:[&>*]:mb-4 lg:[&>*]:break-inside-avoid">
        <StartCard view={view} mySlot={mySlot} onAddCategories={openCategories} />
        <InviteCard roomId={view.roomId} joinCode={view.joinCode} language={view.settings.language} />
        <BigScreenCard view={view} isHost={mySlot.isHost} />
        <PlayersCard view={view} me={me} isHost={mySlot.isHost} className="lg:break-before-column" />
        <CategoriesCard view={view} me={me} onEditMine={openCategories} />
        <SettingsCard view={view} isHost={mySlot.isHost} />
      </div>
      <CategoriesDialog
        open={categoriesOpen}
        onOpenChange={setCategoriesOpen}
        roomId={view.roomId}
        current={myCategories(view, me)}
        ownCategories={view.settings.ownCategories}
      />
    </div>
  );
}
