import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { formatPhone } from '@parking/shared/domain';
import { Alert, Button, ConfirmDialog } from '@parking/shared/ui';
import { deletePhone, setMainPhone } from '../api/contacts';
import type { Phone } from '../api/types';
import { apiErrorCode, useErrorText } from '../common/errors';
import { NS } from '../i18n';

export interface PhonesSectionProps {
  phones: readonly Phone[];
  /** The configuration without add-phone. */
  canAdd: boolean;
  onChangeMain(): void;
  onAdd(): void;
  onChanged(reason: string): void;
}

/** Phones with the main mark: only the main one changes, the others can be made main or deleted. */
export function PhonesSection({
  phones,
  canAdd,
  onChangeMain,
  onAdd,
  onChanged,
}: PhonesSectionProps) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  // A new list (after a reload) resets the locally removed phones. Not by remounting (a key):
  // that would drop the focus the heading holds after a delete.
  const listKey = phones.map((p) => `${p.phone}:${p.isMain}`).join();
  const [removedIn, setRemovedIn] = useState<{ list: string; phones: string[] }>({
    list: listKey,
    phones: [],
  });
  const removed = removedIn.list === listKey ? removedIn.phones : [];
  const setRemoved = (update: (list: string[]) => string[]) =>
    setRemovedIn((current) => ({
      list: listKey,
      phones: update(current.list === listKey ? current.phones : []),
    }));
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = phones.filter((p) => !removed.includes(p.phone));
  // The deleted phone's row (the dialog's opener) is gone: focus goes to the heading, not the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || asking !== null) return;
    headingRef.current?.focus();
    setRefocus(false);
  }, [refocus, asking]);

  const remove = async (phone: string) => {
    setAsking(null);
    setError(null);
    setRefocus(true);
    // Spec 4: the phone leaves the list at once, then the server is asked; a failure brings it back.
    setRemoved((list) => [...list, phone]);
    const response = await deletePhone(phone);
    if (!isOk(response)) {
      setRemoved((list) => list.filter((p) => p !== phone));
      setError(apiErrorCode(response));
      return;
    }
    onChanged('phone deleted');
  };

  const makeMain = async (phone: string) => {
    setError(null);
    const response = await setMainPhone(phone);
    if (isOk(response)) onChanged('main phone set');
    else setError(apiErrorCode(response));
  };

  return (
    <section className="profile-card" aria-labelledby="profile-phones-title">
      <h2 id="profile-phones-title" ref={headingRef} tabIndex={-1}>
        {t('phones.title')}
      </h2>
      {error && (
        <Alert variant="danger" onClose={() => setError(null)} closeLabel={t('common.closeAlert')}>
          {errorText(error)}
        </Alert>
      )}
      {shown.length === 0 ? (
        <p>{t('phones.empty')}</p>
      ) : (
        <ul className="profile-list">
          {shown.map(({ phone, isMain }) => {
            const display = formatPhone(phone);
            return (
              <li key={phone} className="profile-list__item">
                <span className="profile-list__value">
                  {display}
                  {isMain && <span className="profile-badge">{t('phones.main')}</span>}
                </span>
                <span className="profile-list__actions">
                  {isMain ? (
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={t('phones.changeLabel', { phone: display })}
                      onClick={onChangeMain}
                    >
                      {t('common.change')}
                    </Button>
                  ) : (
                    <>
                      <Button
                        variant="link"
                        size="sm"
                        aria-label={t('phones.makeMainLabel', { phone: display })}
                        onClick={() => void makeMain(phone)}
                      >
                        {t('phones.makeMain')}
                      </Button>
                      <Button
                        variant="link"
                        size="sm"
                        aria-label={t('phones.deleteLabel', { phone: display })}
                        onClick={() => setAsking(phone)}
                      >
                        {t('common.delete')}
                      </Button>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {canAdd && (
        <Button variant="secondary" size="sm" onClick={onAdd}>
          {t('phones.add')}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('phones.deleteTitle')}
        message={t('phones.deleteQuestion', { phone: formatPhone(asking) })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void remove(asking)}
      />
    </section>
  );
}
