import type { CSSProperties } from 'react';
import { cx } from './class-names';
import './tokens.css';
import './skeleton.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  width?: number | string;
  height?: number | string;
  /** Text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

/** A placeholder shape; hidden from assistive technology (pair it with a Spinner or aria-busy). */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx('pk-skeleton-group', className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className="pk-skeleton pk-skeleton--text"
            style={{ ...style, width: i === lines - 1 ? '60%' : width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx('pk-skeleton', `pk-skeleton--${variant}`, className)}
      style={style}
    />
  );
}
