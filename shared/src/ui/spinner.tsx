import { useEffect, useState } from 'react';
import { cx } from './class-names';
import './tokens.css';
import './spinner.css';

export interface SpinnerProps {
  /** Announced to screen readers ('Loading…'). */
  label: string;
  /** Nothing renders before this many ms, so fast loads do not flash a spinner (spec: 400 to 500 ms). */
  delayMs?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Shows the label next to the circle instead of only to screen readers. */
  showLabel?: boolean;
  /** Centred in its own block (page parts loading). */
  block?: boolean;
  className?: string;
}

export function Spinner({
  label,
  delayMs = 400,
  size = 'md',
  showLabel = false,
  block = false,
  className,
}: SpinnerProps) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) {
      setVisible(true);
      return undefined;
    }
    setVisible(false);
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <span
      role="status"
      className={cx('pk-spinner', `pk-spinner--${size}`, block && 'pk-spinner--block', className)}
    >
      <span className="pk-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? undefined : 'pk-visually-hidden'}>{label}</span>
    </span>
  );
}
