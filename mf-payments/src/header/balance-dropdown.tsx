import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isOk } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { Button, Dropdown } from '@parking/shared/ui';
import '../i18n';
import { NS } from '../i18n';
import { getBalance } from '../api/payments';
import { money } from '../common/text';
import { useProfile } from '../common/use-profile';
import '../payment-modal/payment.css';

/** Header widget: the balance and a top-up button (the shell hides it when the balance is not used). */
export default function BalanceDropdown() {
  const { t } = useTranslation(NS);
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const [balance, setBalance] = useState<number | null>(null);

  const load = useCallback(() => {
    void getBalance().then((r) => {
      if (!isOk(r)) return;
      const value = typeof r.result === 'number' ? r.result : Number(r.result?.balance);
      if (Number.isFinite(value)) setBalance(value);
    });
  }, []);

  useEffect(() => {
    if (typeof profile?.balance === 'number') setBalance(profile.balance);
  }, [profile]);

  useEffect(() => {
    load();
    const sub = bus.on('profile:changed').subscribe(load);
    // back from the provider's tab: the top-up may have landed meanwhile
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      sub.unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  const text = balance === null ? '…' : money(balance);
  const openRefill = () => {
    const params = new URLSearchParams(location.search);
    params.set('modal', 'refill');
    navigate({ pathname: location.pathname, search: `?${params.toString()}` });
  };

  return (
    <Dropdown label={text} triggerAriaLabel={t('balance.label', { amount: text })} align="end">
      {({ close }) => (
        <div className="payments-dropdown-panel">
          <p>
            {t('balance.current')} <strong>{text}</strong>
          </p>
          <Button
            onClick={() => {
              close();
              openRefill();
            }}
          >
            {t('balance.topUp')}
          </Button>
        </div>
      )}
    </Dropdown>
  );
}
