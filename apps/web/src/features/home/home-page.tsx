import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { wantsSignIn } from '@/app/home-state';
import { documentTitle } from '@/app/document-title';
import { Card, CardTitle } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useRefreshSession, useSessionUser } from '@/lib/session';
import { CharacterPicker } from './character-picker';
import { GuestForm } from './guest-form';
import { HomeTabs } from './home-tabs';
import { LazyAuthActions, LazyWelcomePanel, prefetchHomeParts } from './home-parts';
import { useAvatarChoice } from './use-avatar-choice';

type Tab = 'guest' | 'auth';

const tabClass = cn(
  'min-h-11 flex-1 rounded-xl px-3 text-base font-extrabold text-ink-muted transition-colors motion-reduce:transition-none',
  'hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-primary-700 data-[state=active]:shadow-sm',
  'disabled:cursor-not-allowed disabled:hover:text-ink-muted data-[state=inactive]:disabled:opacity-60',
);
const panelClass = 'flex flex-col gap-6 px-1 pt-6 sm:px-2';

/** Holds the place of a part still arriving, at about its size, so nothing jumps when it lands. */
function PartPending({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-2xl bg-primary-100/70', className)} />;
}

/** The home screen: choose a character, then play as a guest or with an account; once signed in, start. */
export function HomePage() {
  const t = useText().home;
  const user = useSessionUser();
  const refresh = useRefreshSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const openSignIn = wantsSignIn(location.state);
  // The request to open Sign In is used once: dropped from the history entry once the (lazily loaded) Sign
  // In part opened its dialog, so a reload or a later logout does not open it again (the open dialog keeps
  // its own state). Signed in, there is no dialog to open, and it is dropped at once.
  const dropSignInRequest = useCallback(
    () => void navigate(location, { replace: true, state: null }),
    [location, navigate],
  );
  useEffect(() => {
    if (user && openSignIn) dropSignInRequest();
  }, [user, openSignIn, dropSignInRequest]);
  const [chosenTab, setChosenTab] = useState<Tab>(openSignIn ? 'auth' : 'guest');
  if (openSignIn && !user && chosenTab !== 'auth') setChosenTab('auth');
  const { avatar, setAvatar, justSignedIn } = useAvatarChoice(user);

  // Signed in, the tab shows how: an account (with an email) on Authenticate, a guest on Guest; neither can
  // be switched until logout.
  const tab: Tab = user ? (user.email ? 'auth' : 'guest') : chosenTab;
  const welcome = user ? (
    <Suspense fallback={<PartPending className="h-96" />}>
      <LazyWelcomePanel user={user} avatar={avatar} onAvatarChange={setAvatar} focusGreeting={justSignedIn} />
    </Suspense>
  ) : null;
  // A join link's visitor learns why to sign in first; a signed-in player what comes next.
  const intro = user ? t.welcome.prompt : searchParams.has('jc') ? t.joinAfterSignIn : t.intro;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5">
      <title>{documentTitle(t.documentTitle)}</title>
      <div className="text-center">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t.heading}</h1>
        <p className="mt-1 text-lg font-semibold text-ink-muted">{intro}</p>
      </div>
      {/* What comes next (the nickname rule, the sign-in dialogs, the welcome panel) is fetched as soon as the
          visitor reaches for the card, not while the first screen is still being measured and painted. */}
      <Card className="p-4 sm:p-6" onPointerEnter={prefetchHomeParts} onFocusCapture={prefetchHomeParts}>
        <HomeTabs
          label={t.tabsLabel}
          value={tab}
          onValueChange={(value) => setChosenTab(value as Tab)}
          disabled={Boolean(user)}
          listClassName="flex gap-1 rounded-2xl bg-primary-100 p-1"
          tabClassName={tabClass}
          panelClassName={panelClass}
          tabs={[
            {
              value: 'guest',
              label: t.guestTab,
              content: welcome ?? (
                <>
                  <CardTitle className="text-center text-xl sm:text-2xl">{t.guestHeading}</CardTitle>
                  <CharacterPicker value={avatar} onChange={setAvatar} />
                  <GuestForm avatar={avatar} onSignedIn={refresh} />
                </>
              ),
            },
            {
              value: 'auth',
              label: t.authTab,
              onIntent: prefetchHomeParts,
              content: welcome ?? (
                <>
                  <CardTitle className="text-center text-xl sm:text-2xl">{t.authHeading}</CardTitle>
                  <CharacterPicker value={avatar} onChange={setAvatar} />
                  <Suspense fallback={<PartPending className="h-40" />}>
                    <LazyAuthActions
                      avatar={avatar}
                      onSignedIn={refresh}
                      openSignIn={openSignIn}
                      onSignInOpened={dropSignInRequest}
                    />
                  </Suspense>
                </>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
