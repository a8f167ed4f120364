import type { LobbyView } from '@npat/protocol';
import { Settings2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { useText } from '@/i18n/use-text';
import { FormPlaceholder } from './form-placeholder';
import { LazySettingsForm } from './lobby-parts';

/** The host's Edit settings button and dialog: the room's settings with the rules of game creation. */
export function SettingsDialog({ view }: { view: LobbyView }) {
  const [open, setOpen] = useState(false);
  const t = useText().lobby.settings;
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t.dialogTitle}
      description={t.dialogDescription}
      className="sm:w-[min(40rem,calc(100vw-2rem))]"
      trigger={
        <Button variant="secondary" className="w-full sm:w-auto sm:self-start">
          <Settings2 aria-hidden="true" className="size-5" />
          {t.edit}
        </Button>
      }
    >
      <Suspense fallback={<FormPlaceholder fields={5} />}>
        <LazySettingsForm view={view} onSaved={() => setOpen(false)} />
      </Suspense>
    </Modal>
  );
}
