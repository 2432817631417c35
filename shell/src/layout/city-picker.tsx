import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@parking/shared/i18n';
import { setCity } from '@parking/shared/session';
import { Button, Modal } from '@parking/shared/ui';
import { NS } from '../i18n';
import { useLngBase } from '../routing/paths';
import { useStartup } from '../startup/startup-context';

/** The city button and its modal. A new city is stored, then the site starts over on '/'. */
export function CityPicker() {
  const { t } = useTranslation(NS);
  const { cities, city, reload } = useStartup();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const base = useLngBase();
  const lng = currentLanguage();

  const choose = (code: string) => {
    setOpen(false);
    setCity(code);
    navigate(base || '/');
    // Another city has its own remotes manifest, options and tokens: load them afresh.
    if (code !== city.city) reload();
  };

  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('city.button', { name: city.nameForShow[lng] })}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('city.title')}
        closeLabel={t('city.close')}
      >
        <ul className="shell-city-list" aria-label={t('city.listLabel')}>
          {cities.map((c) => (
            <li key={c.city}>
              <Button
                variant={c.city === city.city ? 'primary' : 'secondary'}
                aria-current={c.city === city.city ? 'true' : undefined}
                block
                onClick={() => choose(c.city)}
              >
                {c.nameForShow[lng]}
              </Button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
