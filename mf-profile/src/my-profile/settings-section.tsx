import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { Alert, Button, Checkbox, Spinner } from '@parking/shared/ui';
import {
  changeSetting,
  getSettings,
  SETTING_NAMES,
  type AccountSettings,
  type SettingName,
} from '../api/settings';
import { apiErrorCode, useErrorText } from '../common/errors';
import { NS } from '../i18n';

type Load =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; settings: AccountSettings };

/** Account settings toggles (get/change-settings-v1); a load failure sets the error flag. */
export function SettingsSection() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [saveError, setSaveError] = useState<string | null>(null);

  const mounted = useRef(true);

  const fetchSettings = useCallback(async () => {
    setLoad({ status: 'loading' });
    const response = await getSettings();
    if (!mounted.current) return;
    setLoad(isOk(response) ? { status: 'done', settings: response.result } : { status: 'error' });
  }, []);

  useEffect(() => {
    mounted.current = true;
    void fetchSettings();
    return () => {
      mounted.current = false;
    };
  }, [fetchSettings]);

  const toggle = async (name: SettingName, value: boolean) => {
    if (load.status !== 'done') return;
    setSaveError(null);
    // Optimistic: the switch moves at once and moves back if the server refuses.
    setLoad({ status: 'done', settings: { ...load.settings, [name]: value } });
    const response = await changeSetting(name, value);
    if (!isOk(response)) {
      setLoad((current) =>
        current.status === 'done'
          ? { status: 'done', settings: { ...current.settings, [name]: !value } }
          : current,
      );
      setSaveError(apiErrorCode(response));
    }
  };

  return (
    <section
      className="profile-card"
      aria-labelledby="profile-settings-title"
      aria-busy={load.status === 'loading'}
    >
      <h2 id="profile-settings-title">{t('settings.title')}</h2>
      {load.status === 'loading' && <Spinner label={t('common.loading')} />}
      {load.status === 'error' && (
        <Alert variant="warning">
          {t('settings.loadError')}{' '}
          <Button variant="link" size="sm" onClick={() => void fetchSettings()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {saveError && (
        <Alert
          variant="danger"
          onClose={() => setSaveError(null)}
          closeLabel={t('common.closeAlert')}
        >
          {errorText(saveError)}
        </Alert>
      )}
      {load.status === 'done' && (
        <fieldset className="profile-settings">
          <legend className="pk-visually-hidden">{t('settings.title')}</legend>
          {SETTING_NAMES.map((name) => (
            <Checkbox
              key={name}
              label={t(`settings.${name}`)}
              checked={load.settings[name]}
              onChange={(e) => void toggle(name, e.target.checked)}
            />
          ))}
        </fieldset>
      )}
    </section>
  );
}
