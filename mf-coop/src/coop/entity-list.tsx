// The frame the drivers, vehicles and trackers sections share: heading with its add button, the
// last row action's refusal, the table (or its empty text) with each row's status and actions,
// and the removal question. Each section keeps its own columns, calls and add / edit form.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '@parking/shared/api';
import { Alert, Button, ConfirmDialog } from '@parking/shared/ui';
import { NS } from '../i18n';
import { RowActions, StatusBadge } from './row-actions';
import { useAction } from './use-action';

export interface EntityListProps<T extends { id: string; active: boolean }> {
  /** Id of the heading, which names the section. */
  titleId: string;
  title: string;
  addLabel: string;
  emptyText: string;
  items: readonly T[];
  /** Headers of the columns before Status and Actions. */
  columns: readonly string[];
  /** One cell per column; the first one heads its row. */
  cells(item: T): ReactNode[];
  /** What the row is (a name, a plate): completes the action buttons' accessible names. */
  subject(item: T): string;
  onAdd(): void;
  onEdit(item: T): void;
  /** Activates an inactive row, deactivates an active one. */
  toggle(item: T): Promise<ApiResponse<unknown>>;
  removeTitle: string;
  removeQuestion(item: T): string;
  remove(item: T): Promise<ApiResponse<unknown>>;
  /** Reloads the profile after a row action succeeds. */
  reload(): Promise<void>;
  /** The section's add / edit form. */
  children?: ReactNode;
}

export function EntityList<T extends { id: string; active: boolean }>(props: EntityListProps<T>) {
  const { titleId, title, items, columns, cells, subject, reload } = props;
  const { t } = useTranslation(NS);
  const [removing, setRemoving] = useState<T | null>(null);
  const action = useAction(reload);
  // A removed row takes its buttons along: focus lands on the section's heading, not the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!removed || removing) return;
    setRemoved(false);
    headingRef.current?.focus();
  }, [removed, removing]);

  return (
    <section className="coop-section" aria-labelledby={titleId}>
      <div className="coop-section__head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <Button onClick={props.onAdd}>{props.addLabel}</Button>
      </div>
      {action.error && (
        <Alert variant="danger" onClose={action.clearError} closeLabel={t('actions.close')}>
          {action.error}
        </Alert>
      )}
      {items.length === 0 ? (
        <p>{props.emptyText}</p>
      ) : (
        // focusable: on a narrow screen the table scrolls sideways, and keyboard users must reach it
        <div className="coop-table-wrap" role="group" aria-labelledby={titleId} tabIndex={0}>
          <table className="coop-table">
            <caption className="pk-visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th key={i} scope="col">
                    {column}
                  </th>
                ))}
                <th scope="col">{t('status.title')}</th>
                <th scope="col">{t('actions.title')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const [head, ...rest] = cells(item);
                return (
                  <tr key={item.id}>
                    <th scope="row">{head}</th>
                    {rest.map((cell, i) => (
                      <td key={i}>{cell}</td>
                    ))}
                    <td>
                      <StatusBadge active={item.active} />
                    </td>
                    <td>
                      <RowActions
                        subject={subject(item)}
                        active={item.active}
                        busy={action.busy === item.id}
                        onEdit={() => props.onEdit(item)}
                        onToggle={() => void action.run(item.id, () => props.toggle(item))}
                        onRemove={() => setRemoving(item)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {props.children}
      <ConfirmDialog
        open={removing !== null}
        title={props.removeTitle}
        message={removing ? props.removeQuestion(removing) : ''}
        confirmLabel={t('actions.remove')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        busy={action.busy === removing?.id}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const item = removing!;
          void action
            .run(item.id, () => props.remove(item))
            .then((done) => {
              setRemoved(done);
              setRemoving(null);
            });
        }}
      />
    </section>
  );
}
