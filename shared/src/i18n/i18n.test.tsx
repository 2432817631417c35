import { act, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { useTranslation } from 'react-i18next';
import { bus } from '../bus';
import { errorKey, i18n, initI18n, registerNamespace, setLanguage } from './index';

// One i18next instance per test file, as in the browser: the tests run in order on it.
describe('i18n', () => {
  let registered: Promise<void>;

  it('lets a remote register its namespace before initialisation', () => {
    expect(i18n.isInitialized).toBeFalsy();
    registered = registerNamespace('demo', {
      ru: { greeting: 'Привет', onlyRu: 'Только по-русски' },
      en: { greeting: 'Hello' },
    });
    expect(registered).toBeInstanceOf(Promise);
  });

  it('initialises with common and errors and announces the language', async () => {
    const seen: string[] = [];
    const sub = bus.on('language:changed').subscribe(({ lng }) => seen.push(lng));
    await initI18n('en');
    await registered;
    sub.unsubscribe();
    expect(i18n.t('common:retry')).toBe('Retry');
    expect(i18n.t('errors:NoMoneyNoHoney')).toBe('Insufficient funds on the balance.');
    expect(i18n.t('demo:greeting')).toBe('Hello');
    expect(seen).toContain('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to Russian for a key missing in English', () => {
    expect(i18n.t('demo:onlyRu')).toBe('Только по-русски');
  });

  it('switches language, announcing it on the bus', async () => {
    await setLanguage('ru');
    expect(bus.last('language:changed')).toEqual({ lng: 'ru' });
    expect(i18n.t('common:retry')).toBe('Повторить');
    await setLanguage('en');
  });

  it('re-renders a component when its namespace arrives late', async () => {
    function Late() {
      const { t } = useTranslation('late');
      return <p>{t('title')}</p>;
    }
    render(<Late />);
    expect(screen.getByText('title')).toBeInTheDocument();
    await act(() =>
      registerNamespace('late', { ru: { title: 'Заголовок' }, en: { title: 'Title' } }),
    );
    expect(screen.getByText('Title')).toBeInTheDocument();
    await act(() => setLanguage('ru'));
    expect(screen.getByText('Заголовок')).toBeInTheDocument();
  });

  it('maps error names to keys, unknown names to UnknownError', () => {
    expect(errorKey('TokenExpired')).toBe('errors:TokenExpired');
    expect(errorKey('SomethingNew')).toBe('errors:UnknownError');
    expect(errorKey(undefined)).toBe('errors:UnknownError');
  });
});
