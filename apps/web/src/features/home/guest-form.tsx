import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { guestSchema, type GuestFormInput, type GuestFormValues } from './guest-schema';
import { HOME_STRINGS } from './strings';

type GuestFormProps = {
  /** Gets the trimmed nickname; the button shows a spinner until the returned promise settles. */
  onSubmit: (values: GuestFormValues) => void | Promise<void>;
};

/** The nickname field and the guest's one primary action. */
export function GuestForm({ onSubmit }: GuestFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<GuestFormInput, unknown, GuestFormValues>({
    resolver: zodResolver(guestSchema),
    defaultValues: { nickname: '' },
  });
  const error = errors.nickname?.message;
  const inputId = `${id}-nickname`;
  const messageId = `${id}-nickname-message`;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="font-extrabold">
          {HOME_STRINGS.nickname.label}
        </label>
        <input
          id={inputId}
          type="text"
          autoComplete="nickname"
          autoCapitalize="words"
          spellCheck={false}
          placeholder={HOME_STRINGS.nickname.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className={cn(
            'min-h-12 w-full rounded-2xl border-2 bg-white px-4 text-lg font-semibold text-ink placeholder:text-ink-muted/80',
            'focus-visible:border-accent-600 focus-visible:outline-offset-0',
            error ? 'border-invalid' : 'border-primary-200',
          )}
          {...register('nickname')}
        />
        {/* The same element holds the hint and, when there is one, the error, so it is always described. */}
        <p
          id={messageId}
          className={cn(
            'flex items-center gap-1.5 text-sm',
            error ? 'font-bold text-invalid' : 'text-ink-muted',
          )}
        >
          {error ? (
            <>
              <CircleAlert aria-hidden="true" className="size-4" />
              <span role="alert">{error}</span>
            </>
          ) : (
            HOME_STRINGS.nickname.hint
          )}
        </p>
      </div>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="w-full">
        {isSubmitting ? <Spinner /> : null}
        {HOME_STRINGS.guestSubmit}
      </Button>
    </form>
  );
}
