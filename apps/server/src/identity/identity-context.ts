import type { MailCatalogue } from '../mail/mail-catalogue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Repositories } from '../storage/repositories.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import type { RateLimiter } from './rate-limits.ts';
import type { EndedSessions, Sessions } from './sessions.ts';

/** What identity's services work with; built once by registerIdentity. */
export interface IdentityContext {
  readonly repositories: Repositories;
  readonly sessions: Sessions;
  readonly limits: RateLimiter;
  readonly mailer: Mailer;
  /** Where the mail's words come from, in each language. */
  readonly mailCatalogue: MailCatalogue;
  readonly background: BackgroundTasks;
  /** Where players reach the app, without a trailing slash; reset links start with it. */
  readonly publicUrl: string;
  readonly now: () => number;
  /** Told whenever sessions end, so the connections opened with them can be closed too. */
  readonly onSessionsEnded: (ended: EndedSessions) => void;
}
