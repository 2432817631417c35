import type { ReactNode } from 'react';
import { cx } from './class-names';
import './tokens.css';
import './alert.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Default: 'alert' (interrupts) for warning and danger, 'status' (polite) for info and success. */
  role?: 'alert' | 'status';
  onClose?(): void;
  /** Accessible name of the close button; required with onClose. */
  closeLabel?: string;
  className?: string;
}

export function Alert({
  variant = 'info',
  title,
  children,
  role,
  onClose,
  closeLabel,
  className,
}: AlertProps) {
  const resolvedRole = role ?? (variant === 'danger' || variant === 'warning' ? 'alert' : 'status');
  return (
    <div role={resolvedRole} className={cx('pk-alert', `pk-alert--${variant}`, className)}>
      <div className="pk-alert__body">
        {title && <strong className="pk-alert__title">{title}</strong>}
        {children}
      </div>
      {onClose && (
        <button type="button" className="pk-alert__close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
