import { z } from 'zod';
import { AVATAR_IDS, avatarPath } from './avatars.ts';
import { invalid } from './validation-words.ts';
import { cleanName } from './text.ts';
import { UI_LOCALES } from './ui-locales.ts';

/** Letters and digits of any script, with single spaces, dots, dashes, underscores and apostrophes between. */
const NAME_PATTERN = /^[\p{L}\p{N}]+(?:[ ._'’-]+[\p{L}\p{N}]+)*$/u;
const NAME_CHARACTERS = 'Use letters, numbers, spaces and . _ - only';

/**
 * A name as typed, made fit to store: invisible characters dropped (a name of nothing but them is then
 * too short, like an empty one), NFC, white space trimmed and collapsed.
 */
const tidyName = (value: string) => cleanName(value).trim().replace(/\s+/g, ' ');

/**
 * Guest nickname (docs/product/identity.md#nicknames-and-display-names): trimmed, 3 to 20 characters, case
 * kept as typed, like an account's display name. Uniqueness ignores case (the users table's folded key).
 */
export const nicknameSchema = z
  .string(invalid('required'))
  .transform(tidyName)
  .pipe(
    z
      .string()
      .min(3, invalid('nicknameTooShort'))
      .max(20, invalid('nicknameTooLong'))
      .regex(NAME_PATTERN, NAME_CHARACTERS),
  );

/**
 * Display name of an account (docs/product/identity.md#nicknames-and-display-names): 3 to 20 characters, case
 * kept.
 */
export const displayNameSchema = z
  .string(invalid('required'))
  .transform(tidyName)
  .pipe(
    z
      .string()
      .min(3, invalid('displayNameTooShort'))
      .max(20, invalid('displayNameTooLong'))
      .regex(NAME_PATTERN, NAME_CHARACTERS),
  );

export const emailSchema = z
  .string(invalid('required'))
  .trim()
  .min(1, invalid('required'))
  .min(6, invalid('emailTooShort'))
  .max(30, invalid('emailTooLong'))
  .pipe(z.email(invalid('emailInvalid')))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string(invalid('required'))
  .min(8, invalid('passwordTooShort'))
  .max(30, invalid('passwordTooLong'));

/** The photoURL of a user: always the path of one of our avatars. */
export const avatarSchema = z.enum(AVATAR_IDS);
export const photoUrlSchema = z.enum(AVATAR_IDS.map(avatarPath) as [string, ...string[]]);

/** A language of the interface, as a profile keeps it: anything else is refused. */
export const uiLocaleSchema = z.enum(UI_LOCALES);

export const guestSignInSchema = z.object({ nickname: nicknameSchema, photoURL: photoUrlSchema });

/** `locale` is the language the player asked in, for the mail's words (as for passwordResetRequestSchema). */
export const signUpSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(invalid('required')),
    displayName: displayNameSchema,
    photoURL: photoUrlSchema.optional(),
    locale: uiLocaleSchema.optional().catch(undefined),
  })
  .refine((form) => form.password === form.confirmPassword, {
    ...invalid('passwordsMustMatch'),
    path: ['confirmPassword'],
  });

/** Sign-in checks only that something was typed: a rule failure must not tell which accounts exist. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, invalid('required')).max(254).toLowerCase(),
  password: z.string().min(1, invalid('required')).max(200),
});

/**
 * `locale` is the language the player asked in, for the mail's words. One this server does not speak (a newer
 * client's, or garbage) is dropped and the mail goes out in English: its language must never stand between a
 * player and their account.
 */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  locale: uiLocaleSchema.optional().catch(undefined),
});

export const passwordResetSchema = z
  .object({
    token: z.string().min(16).max(200),
    password: passwordSchema,
    confirmPassword: z.string(invalid('required')),
  })
  .refine((form) => form.password === form.confirmPassword, {
    ...invalid('passwordsMustMatch'),
    path: ['confirmPassword'],
  });

/** The token of a mailed sign-up link; a token that cannot be ours is answered as an unknown one. */
export const signUpConfirmSchema = z.object({ token: z.string().min(16).max(200) });

export const profileUpdateSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    photoURL: photoUrlSchema.optional(),
    locale: uiLocaleSchema.optional(),
  })
  .refine(
    (patch) => patch.displayName !== undefined || patch.photoURL !== undefined || patch.locale !== undefined,
    { message: 'Nothing to update' },
  );

/** The signed-in user as the web app sees it (docs/product/identity.md#the-user-record). */
export const userSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAnonymous: z.boolean(),
  /**
   * The interface language the player chose, absent until they choose one. A language this client does not
   * know (a newer server's) is dropped rather than failing the whole session: the app then follows the
   * browser's language, as before any choice.
   */
  locale: uiLocaleSchema.optional().catch(undefined),
});

export type User = z.infer<typeof userSchema>;
export type GuestSignIn = z.infer<typeof guestSignInSchema>;
export type SignUp = z.infer<typeof signUpSchema>;
export type SignUpConfirm = z.infer<typeof signUpConfirmSchema>;
export type SignIn = z.infer<typeof signInSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordReset = z.infer<typeof passwordResetSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
