import { act, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@parking/shared/bus';
import { tokenStore } from '@parking/shared/session';
import App from '../app';
import {
  feedProfile,
  fail,
  logIn,
  mockApi,
  ok,
  PROFILE,
  setUpI18n,
  type Handler,
} from '../test/helpers';

beforeAll(setUpI18n);
beforeEach(logIn);

const SETTINGS = {
  reportHistoryOperation: true,
  pushOff: false,
  checkParkingSessionBefore: false,
  checkParkingSession: true,
};

function renderPage(routes: Record<string, Handler> = {}) {
  const calls = mockApi({
    'GET /profile/get-settings-v1': ok(SETTINGS),
    'GET /profile/get-profile': ok(PROFILE),
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={['/my-profile']}>
      <App basePath="" />
    </MemoryRouter>,
  );
  return calls;
}

describe('my-profile', () => {
  it('shows the profile from the bus: name, e-mail, phones, plates, documents, balance, settings', async () => {
    feedProfile();
    const calls = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeInTheDocument();
    expect(screen.getByText('Петров Иван Сергеевич')).toBeInTheDocument();
    expect(screen.getByText('driver@sevastopol.demo')).toBeInTheDocument();
    expect(screen.getByText('150,50 р')).toBeInTheDocument();
    const phones = within(screen.getByRole('region', { name: 'Телефоны' }));
    expect(phones.getAllByRole('listitem')[0]).toHaveTextContent('+ 7 (978) 000-00-01основной');
    expect(screen.getByRole('img', { name: 'Госномер А 123 ВС, регион 77' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Госномер 1234 АВ, регион 77' })).toHaveClass(
      'state-plate--moto',
    );
    expect(screen.getByRole('img', { name: 'Иностранный номер АВС1234' })).toBeInTheDocument();
    expect(screen.getByText('12 АВ 345678')).toBeInTheDocument();
    expect(
      await screen.findByLabelText('Получать отчёт об операциях на электронную почту'),
    ).toBeChecked();
    expect(screen.getByLabelText('Отключить push-уведомления')).not.toBeChecked();
    // the bus had the profile: no load of its own
    expect(calls.map((c) => c.path)).toEqual(['/profile/get-settings-v1']);
  });

  it("names a document's type in the interface language, not the server's Russian label", async () => {
    feedProfile({
      ...PROFILE,
      documents: [
        { id: 'd1', title: '12АВ345678', type: 'STS', typeLabel: 'СТС' },
        { id: 'd2', title: '99АВ123456', type: 'VU', typeLabel: 'Водительское удостоверение' },
      ],
    });
    await i18next.changeLanguage('en');
    try {
      renderPage();
      const documents = within(screen.getByRole('region', { name: 'Documents' }));
      expect(documents.getByText('Driving licence')).toBeInTheDocument();
      expect(documents.queryByText('Водительское удостоверение')).not.toBeInTheDocument();
      expect(documents.queryByText('СТС')).not.toBeInTheDocument();
      await screen.findByLabelText('Turn off push notifications');
    } finally {
      await act(() => i18next.changeLanguage('ru'));
    }
  });

  it('asks before deleting a phone, removes it at once, then calls the server', async () => {
    feedProfile();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const calls = renderPage({
      'DELETE /profile/delete-phone': () => new Promise((resolve) => (answer = resolve)),
    });
    const changed: string[] = [];
    const sub = bus.on('profile:changed').subscribe(({ reason }) => changed.push(reason));
    await userEvent.click(
      screen.getByRole('button', { name: 'Удалить телефон + 7 (978) 000-00-09' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Удаление телефона' });
    expect(dialog).toHaveTextContent('Удалить телефон + 7 (978) 000-00-09?');
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(screen.queryByText('+ 7 (978) 000-00-09')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: '/profile/delete-phone',
      body: { phone: '79780000009' },
    });
    answer(ok({}));
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(changed).toEqual(['phone deleted']);
    sub.unsubscribe();
  });

  it('after a delete focus goes to the list heading and stays there when the profile reloads', async () => {
    feedProfile();
    let deleted: string[] = [];
    renderPage({
      'DELETE /profile/delete-phone': () => {
        deleted = [...deleted, 'phone'];
        return ok({});
      },
      'DELETE /profile/car': () => {
        deleted = [...deleted, 'car'];
        return ok({});
      },
      'DELETE /profile/document': () => {
        deleted = [...deleted, 'document'];
        return ok({});
      },
      'GET /profile/get-profile': () =>
        ok({
          ...PROFILE,
          telephones: deleted.includes('phone')
            ? PROFILE.telephones.slice(0, 1)
            : PROFILE.telephones,
          ts: deleted.includes('car') ? PROFILE.ts.slice(1) : PROFILE.ts,
          documents: deleted.includes('document') ? [] : PROFILE.documents,
        }),
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Удалить телефон + 7 (978) 000-00-09' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Телефоны' })).toHaveFocus();
    // the reloaded list (one phone fewer) keeps the focus where it is
    await waitFor(() => expect(deleted).toEqual(['phone']));
    await screen.findByLabelText('Отключить push-уведомления');
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole('heading', { level: 2, name: 'Телефоны' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Удалить ТС А123ВС77' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Удалить ТС А123ВС77' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Транспортные средства' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Удалить документ 12 АВ 345678' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByText('Документов пока нет.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Документы' })).toHaveFocus();
  });

  it('puts a phone back when the server refuses to delete it', async () => {
    feedProfile();
    renderPage({ 'DELETE /profile/delete-phone': fail('NotFound') });
    await userEvent.click(
      screen.getByRole('button', { name: 'Удалить телефон + 7 (978) 000-00-09' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Не найдено.');
    expect(screen.getByText('+ 7 (978) 000-00-09')).toBeInTheDocument();
  });

  it('names a refusal the server alone checks (the phone became main in another tab)', async () => {
    feedProfile();
    renderPage({
      'DELETE /profile/delete-phone': fail('ValidationError', {
        field: 'phone',
        code: 'phone.mainCannotBeDeleted',
      }),
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Удалить телефон + 7 (978) 000-00-09' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Основной телефон удалить нельзя.');
  });

  it('opens the edit modal on the phone step for the main phone and for a new one', async () => {
    feedProfile();
    renderPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Изменить основной телефон + 7 (978) 000-00-01' }),
    );
    expect(screen.getByRole('dialog', { name: 'Смена телефона' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить телефон' }));
    expect(screen.getByRole('dialog', { name: 'Добавление телефона' })).toBeInTheDocument();
  });

  it('hides add-phone where the e-mail is edited on the main step', async () => {
    feedProfile({ ...PROFILE, editEmailOnMainStep: true });
    renderPage();
    await screen.findByLabelText('Отключить push-уведомления');
    expect(screen.queryByRole('button', { name: 'Добавить телефон' })).not.toBeInTheDocument();
  });

  it('flags a settings load failure', async () => {
    feedProfile();
    renderPage({ 'GET /profile/get-settings-v1': fail('UnknownError') });
    expect(await screen.findByText('Не удалось загрузить настройки.')).toBeInTheDocument();
  });

  it('loads the profile itself when none is on the bus; a failure shows retry and logout', async () => {
    let attempts = 0;
    const calls = renderPage({
      'GET /profile/get-profile': () => (++attempts === 1 ? fail('UnknownError') : ok(PROFILE)),
      'POST /auth/logout': ok({ loggedOut: true }),
    });
    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByRole('heading', { name: 'Не удалось загрузить профиль' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Петров Иван Сергеевич')).toBeInTheDocument();
    // and it tells everyone
    expect(bus.last('profile:loaded')?.profile).toMatchObject({ email: 'driver@sevastopol.demo' });
    expect(calls.filter((c) => c.path === '/profile/get-profile')).toHaveLength(2);
  });

  it('logs out from the failure panel: server told, token cleared, shell told', async () => {
    const calls = renderPage({
      'GET /profile/get-profile': fail('UnknownError'),
      'POST /auth/logout': ok({ loggedOut: true }),
    });
    const loggedOut = jest.fn();
    const sub = bus.on('session:loggedOut').subscribe(loggedOut);
    await userEvent.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Выйти' }),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
    expect(tokenStore.get('sevastopol', 'private')).toBeNull();
    expect(loggedOut).toHaveBeenCalled();
    sub.unsubscribe();
  });
});
