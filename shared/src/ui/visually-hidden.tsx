import type { ReactNode } from 'react';
import './tokens.css';

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="pk-visually-hidden">{children}</span>;
}
