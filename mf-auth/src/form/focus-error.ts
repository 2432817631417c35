import type { FormEvent } from 'react';

type HandleSubmit = (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;

/**
 * A final-form onSubmit that, when the submit is refused (a field's rule, or the server's answer
 * for a field), moves focus to the first field marked invalid: keyboard and screen-reader users
 * land on the message instead of staying on the button.
 */
export function submitFocusingError(handleSubmit: HandleSubmit) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // After React has rendered the errors; a form that has gone (success) focuses nothing.
    const focusError = () =>
      setTimeout(() => {
        if (form.isConnected) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }, 0);
    const result = handleSubmit(event);
    if (result) void result.then(focusError, focusError);
    else focusError();
  };
}
