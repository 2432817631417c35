import { useTranslation } from 'react-i18next';
import { Button, VisuallyHidden } from '@parking/shared/ui';
import { NS } from '../i18n';

export interface RowActionsProps {
  /** What the row is (a name, a plate): completes each button's accessible name. */
  subject: string;
  active: boolean;
  busy?: boolean;
  onEdit(): void;
  onToggle(): void;
  onRemove(): void;
}

/** Edit, activate / deactivate and remove of one table row. */
export function RowActions({ subject, active, busy, onEdit, onToggle, onRemove }: RowActionsProps) {
  const { t } = useTranslation(NS);
  const hidden = <VisuallyHidden>{` ${subject}`}</VisuallyHidden>;
  return (
    <div className="coop-actions">
      <Button size="sm" variant="secondary" onClick={onEdit}>
        {t('actions.edit')}
        {hidden}
      </Button>
      <Button size="sm" variant="secondary" loading={busy} onClick={onToggle}>
        {t(active ? 'actions.deactivate' : 'actions.activate')}
        {hidden}
      </Button>
      <Button size="sm" variant="danger" onClick={onRemove}>
        {t('actions.remove')}
        {hidden}
      </Button>
    </div>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <span className={`coop-status coop-status--${active ? 'on' : 'off'}`}>
      {t(active ? 'status.active' : 'status.inactive')}
    </span>
  );
}
