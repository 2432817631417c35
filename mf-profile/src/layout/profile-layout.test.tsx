import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '@parking/shared/bus';
import type { CityConfig, CitySettings, OptionsInfo } from '@parking/shared/contracts';
import { tokenStore } from '@parking/shared/session';
import ProfileDropdown from '../header/profile-dropdown';
import { logIn, mockApi, ok, setUpI18n } from '../test/helpers';
import { profileMenu } from './menu';
import ProfileLayout from './profile-layout';

beforeAll(setUpI18n);
beforeEach(logIn);

function emitSettings(settings: Partial<CitySettings>) {
  bus.emit('options:loaded', {
    info: { settings, options: {} } as unknown as OptionsInfo,
    city: {} as CityConfig,
  });
}

const ALL_ON: Partial<CitySettings> = {
  useReceipts: true,
  viewPenalty: true,
  useFeedback: true,
  useSubscriptionConstructor: true,
};

describe('profile menu', () => {
  it('has the base tabs in order; the flags add receipts, penalty, feedback and constructor in that order', () => {
    expect(profileMenu(undefined).map((i) => i.path)).toEqual([
      'parking',
      'operations',
      'abonements',
      'my-profile',
    ]);
    expect(profileMenu(ALL_ON as CitySettings).map((i) => i.path)).toEqual([
      'parking',
      'operations',
      'abonements',
      'my-profile',
      'receipts',
      'penalty',
      'feedback',
      'constructor',
    ]);
    expect(
      profileMenu({ viewPenalty: true, useSubscriptionConstructor: true } as CitySettings).map(
        (i) => i.path,
      ),
    ).toEqual(['parking', 'operations', 'abonements', 'my-profile', 'penalty', 'constructor']);
  });

  it('renders the menu around the section; "parking sessions" without the balance', () => {
    emitSettings({ ...ALL_ON, dontUseBalance: true });
    render(
      <MemoryRouter initialEntries={['/en/profile/my-profile']}>
        <Routes>
          <Route
            path="/:lng/profile/*"
            element={
              <ProfileLayout>
                <p>section</p>
              </ProfileLayout>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Меню личного кабинета' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Парковочные сессии',
      'Операции',
      'Абонементы',
      'Мой профиль',
      'Квитанции',
      'Штрафы',
      'Обратная связь',
      'Конструктор абонементов',
    ]);
    const mine = within(nav).getByRole('link', { name: 'Мой профиль' });
    expect(mine).toHaveAttribute('href', '/en/profile/my-profile');
    expect(mine).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Операции' })).toHaveAttribute(
      'href',
      '/en/profile/operations',
    );
    expect(screen.getByText('section')).toBeInTheDocument();
  });
});

describe('header profile dropdown', () => {
  function Where() {
    return <output aria-label="where">{useLocation().pathname}</output>;
  }

  it('opens the profile sections and logs out', async () => {
    emitSettings({});
    const calls = mockApi({ 'POST /auth/logout': ok({ loggedOut: true }) });
    const loggedOut = jest.fn();
    const sub = bus.on('session:loggedOut').subscribe(loggedOut);
    render(
      <MemoryRouter initialEntries={['/']}>
        <ProfileDropdown basePath="/en" />
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Профиль' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Парковки', 'Операции', 'Абонементы', 'Мой профиль', 'Выйти']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Мой профиль' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      '/en/profile/my-profile',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Профиль' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    expect(calls).toEqual([{ method: 'POST', path: '/auth/logout', body: {} }]);
    expect(tokenStore.get('sevastopol', 'private')).toBeNull();
    expect(loggedOut).toHaveBeenCalled();
    sub.unsubscribe();
  });
});
