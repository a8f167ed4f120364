import { AVATAR_IDS, type AvatarId } from '@npat/protocol';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { documentTitle } from '@/app/strings';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { AuthActions } from './auth-actions';
import { CharacterPicker } from './character-picker';
import { GuestForm } from './guest-form';
import { HOME_STRINGS } from './strings';

const tabClass = cn(
  'min-h-11 flex-1 rounded-xl px-3 text-base font-extrabold text-ink-muted transition-colors motion-reduce:transition-none',
  'hover:text-ink data-[state=active]:bg-white data-[state=active]:text-primary-700 data-[state=active]:shadow-sm',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

/** The home screen shell: choose a character, then play as a guest or with an account. */
export function HomePage() {
  // One choice for both tabs, so switching tabs keeps the animal.
  const [avatar, setAvatar] = useState<AvatarId>(AVATAR_IDS[0]);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5">
      <title>{documentTitle(HOME_STRINGS.documentTitle)}</title>
      <div className="text-center">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{HOME_STRINGS.heading}</h1>
        <p className="mt-1 text-lg font-semibold text-ink-muted">{HOME_STRINGS.intro}</p>
      </div>
      <Card className="p-4 sm:p-6">
        <Tabs.Root defaultValue="guest">
          <Tabs.List
            aria-label={HOME_STRINGS.tabsLabel}
            className="flex gap-1 rounded-2xl bg-primary-100 p-1"
          >
            <Tabs.Trigger value="guest" className={tabClass}>
              {HOME_STRINGS.guestTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="auth" className={tabClass}>
              {HOME_STRINGS.authTab}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="guest" className="flex flex-col gap-6 px-1 pt-6 sm:px-2">
            <CardTitle className="text-center text-xl sm:text-2xl">{HOME_STRINGS.guestHeading}</CardTitle>
            <CharacterPicker value={avatar} onChange={setAvatar} />
            <GuestForm onSubmit={() => void toast(HOME_STRINGS.guestComingSoon)} />
          </Tabs.Content>
          <Tabs.Content value="auth" className="flex flex-col gap-6 px-1 pt-6 sm:px-2">
            <CardTitle className="text-center text-xl sm:text-2xl">{HOME_STRINGS.authHeading}</CardTitle>
            <CharacterPicker value={avatar} onChange={setAvatar} />
            <AuthActions />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </div>
  );
}
