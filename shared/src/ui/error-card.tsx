import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import './tokens.css';
import './error-card.css';

export interface ErrorCardProps {
  title: ReactNode;
  message?: ReactNode;
  retryLabel: string;
  onRetry(): void;
  /** More actions beside retry (log out, go home). */
  actions?: ReactNode;
  /** 1 when the card stands in for a whole page (its only heading). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** The 'trouble, try again' card shown where a part of the page failed to load. */
export function ErrorCard({
  title,
  message,
  retryLabel,
  onRetry,
  actions,
  headingLevel = 2,
  className,
}: ErrorCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section role="alert" className={cx('pk-error-card', className)}>
      <Heading className="pk-error-card__title">{title}</Heading>
      {message && <p className="pk-error-card__message">{message}</p>}
      <div className="pk-error-card__actions">
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
        {actions}
      </div>
    </section>
  );
}
