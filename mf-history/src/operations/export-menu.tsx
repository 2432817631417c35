// The export menu: a toggle that opens xls / pdf, disabled while the list or an export is loading.
// Choosing one asks the server for the file and downloads it with the session's token.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useOutsidePointerDown } from '@parking/shared/ui';
import type { ExportFormat, OperationsFilter } from '@parking/shared/contracts';
import { downloadExport, requestExport } from '../api/operations';
import { NS } from '../i18n';

export interface ExportMenuProps {
  filter: OperationsFilter;
  /** The list is loading: exporting now would not match what the screen will show. */
  disabled: boolean;
}

const FORMATS: readonly ExportFormat[] = ['xls', 'pdf'];

export function ExportMenu({ filter, disabled }: ExportMenuProps) {
  const { t, i18n } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // the menu's items unmount on close (and the toggle is disabled while exporting): focus comes
  // back to the toggle, not to the page's start
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const blocked = disabled || busy;

  useEffect(() => {
    if (blocked) setOpen(false);
  }, [blocked]);

  // an export just ended: the toggle is enabled again and takes the focus its menu item had
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) toggleRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  const run = async (type: ExportFormat) => {
    setOpen(false);
    setBusy(true);
    setFailed(false);
    const response = await requestExport(filter, type, i18n.language === 'en' ? 'en' : 'ru');
    const ok = response.status === 'ok' && (await downloadExport(response.result));
    setBusy(false);
    setFailed(!ok);
  };

  return (
    <div
      className="history-export"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <Button
        ref={toggleRef}
        variant="secondary"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={blocked}
        loading={busy}
        onClick={() => setOpen((o) => !o)}
      >
        {busy ? t('export.preparing') : t('export.button')}
      </Button>
      {open && (
        <ul id={menuId} className="history-export__menu" aria-label={t('export.button')}>
          {FORMATS.map((format) => (
            <li key={format}>
              <button
                type="button"
                className="history-export__item"
                onClick={() => void run(format)}
              >
                {t(`export.${format}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <Alert variant="danger" className="history-export__error">
          {t('export.failed')}
        </Alert>
      )}
    </div>
  );
}
