import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './class-names';
import './tokens.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Busy: the button stays focusable and labelled but ignores clicks. */
  loading?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  type = 'button',
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(
        'pk-button',
        `pk-button--${variant}`,
        size === 'sm' && 'pk-button--sm',
        block && 'pk-button--block',
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading, so focus is not thrown away mid-submit
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <span className="pk-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
