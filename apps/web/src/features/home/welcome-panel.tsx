import type { AvatarId, User } from '@npat/protocol';
import { Bot, History, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useText } from '@/i18n/use-text';
import { CharacterPicker } from './character-picker';
import { JoinCodeForm } from './join-code-form';
import { usePlayNow } from './use-play-now';
import { useStartGame } from './use-start-game';

type WelcomePanelProps = {
  user: User;
  avatar: AvatarId;
  onAvatarChange: (avatar: AvatarId) => void;
  /** Move focus to the greeting on mount, when the panel replaces the form the player signed in with. */
  focusGreeting?: boolean;
};

/**
 * What a signed-in player sees (docs/product/screens.md#welcome-panel): the greeting, their character, then
 * joining by code first and hosting (Start) second.
 */
export function WelcomePanel({ user, avatar, onAvatarChange, focusGreeting }: WelcomePanelProps) {
  const S = useText().home.welcome;
  const { start, pending } = useStartGame(user, avatar);
  const solo = usePlayNow(user, avatar);
  const greeting = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusGreeting) greeting.current?.focus();
  }, [focusGreeting]);
  return (
    <div className="flex flex-col gap-5">
      <div className="text-center">
        <CardTitle ref={greeting} tabIndex={-1} className="text-xl break-words outline-none sm:text-2xl">
          {S.greeting({ name: user.displayName.toUpperCase() })}
        </CardTitle>
        <p className="mt-1 text-sm font-semibold text-ink-muted">
          {user.email ? S.asAccount({ email: user.email }) : S.asGuest}
        </p>
      </div>
      <CharacterPicker value={avatar} onChange={onAvatarChange} compact />
      {/* Joining comes first: all but one of a group join a game, only its host starts one. */}
      <JoinCodeForm user={user} avatar={avatar} />
      <div className="flex items-center gap-3 text-sm font-bold tracking-wide text-ink-muted uppercase">
        <span aria-hidden="true" className="h-0.5 flex-1 rounded-full bg-primary-100" />
        {S.or}
        <span aria-hidden="true" className="h-0.5 flex-1 rounded-full bg-primary-100" />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-center font-semibold text-ink-muted">{S.hostPrompt}</p>
        <Button
          variant="secondary"
          onClick={() => void start()}
          disabled={pending}
          aria-busy={pending || undefined}
          className="w-full"
        >
          {pending ? <Spinner /> : <Play aria-hidden="true" className="size-5" />}
          {S.start}
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-center font-semibold text-ink-muted">{S.solo}</p>
        <Button
          variant="secondary"
          onClick={() => void solo.playNow()}
          disabled={solo.pending}
          aria-busy={solo.pending || undefined}
          className="w-full"
        >
          {solo.pending ? <Spinner /> : <Bot aria-hidden="true" className="size-5" />}
          {S.playNow}
        </Button>
      </div>
      {user.email ? (
        // Only accounts keep their games; a guest's leave with the guest (docs/product/identity.md#guests).
        <Link
          to="/history"
          className="inline-flex self-center min-h-11 items-center gap-1.5 rounded-xl px-2 font-extrabold text-primary-700 underline underline-offset-4 hover:bg-primary-50"
        >
          <History aria-hidden="true" className="size-4" />
          {S.history}
        </Link>
      ) : null}
    </div>
  );
}
