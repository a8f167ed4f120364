import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** True while the form is being sent: the button shows a spinner instead of its icon and cannot be pressed. */
  pending: boolean;
  icon?: ReactNode;
};

/** A form's submit button that shows a spinner while the form is being sent. */
export function SubmitButton({ pending, icon, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <Spinner /> : icon}
      {children}
    </Button>
  );
}
