import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseProfile, type Profile } from '../api/types';
import { fail, logIn, mockApi, ok, PROFILE, setUpI18n } from '../test/helpers';
import { EditProfileModal, type EditProfileModalProps } from './edit-profile-modal';
import { RESEND_FLASH_MS, RESEND_SECONDS } from './resend-code';

const profile = parseProfile(PROFILE) as Profile;

beforeAll(setUpI18n);
beforeEach(logIn);
afterEach(() => jest.useRealTimers());

function open(props: Partial<EditProfileModalProps> = {}) {
  const onClose = jest.fn();
  const onChanged = jest.fn();
  render(
    <EditProfileModal
      profile={profile}
      hasPrivateData
      emailOnMain={false}
      onClose={onClose}
      onChanged={onChanged}
      {...props}
    />,
  );
  return { onClose, onChanged };
}

const dialog = () => screen.getByRole('dialog');
const title = () => within(dialog()).getByRole('heading', { level: 2 });

describe('edit-profile modal steps', () => {
  it('cancel on the main step closes the modal', async () => {
    const calls = mockApi({});
    const { onClose } = open();
    expect(title()).toHaveTextContent('Редактирование профиля');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('cancel from another step returns to main and clears the alert', async () => {
    mockApi({ 'PUT /profile/change-password': ok({ changed: true }) });
    const { onClose } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(title()).toHaveTextContent('Смена пароля');
    expect(screen.getByLabelText(/Текущий пароль/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/Текущий пароль/), 'Demo1234');
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'New12345');
    await userEvent.type(screen.getByLabelText(/Повторите новый пароль/), 'New12345');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    // success: back on main with a success alert
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён.');
    expect(title()).toHaveTextContent('Редактирование профиля');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить электронную почту' }));
    expect(title()).toHaveTextContent('Смена электронной почты');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(title()).toHaveTextContent('Редактирование профиля');
    expect(screen.queryByText('Пароль изменён.')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows CurrentPasswordIncorrect on the old password field and checks the new one', async () => {
    mockApi({ 'PUT /profile/change-password': fail('CurrentPasswordIncorrect') });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await userEvent.type(screen.getByLabelText(/Текущий пароль/), 'wrong');
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'abc');
    await userEvent.type(screen.getByLabelText(/Повторите новый пароль/), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText(/^Новый пароль/)).toHaveAccessibleDescription(
      /Пароль от 4 до 20 символов/,
    );
    expect(screen.getByLabelText(/Повторите новый пароль/)).toHaveAccessibleDescription(
      'Пароли не совпадают.',
    );
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'd');
    await userEvent.clear(screen.getByLabelText(/Повторите новый пароль/));
    await userEvent.type(screen.getByLabelText(/Повторите новый пароль/), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный пароль.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Текущий пароль/)).toHaveAccessibleDescription('Неверный пароль.');
  });

  it('main save with no change closes without a call', async () => {
    const calls = mockApi({});
    const { onClose, onChanged } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onClose).toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('main save sends only the changed fields', async () => {
    const calls = mockApi({ 'PUT /profile/change-profile': ok({ changed: ['lastname'] }) });
    const { onClose, onChanged } = open();
    const lastName = screen.getByLabelText(/Фамилия/);
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Сидоров');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(calls).toEqual([
      { method: 'PUT', path: '/profile/change-profile', body: { lastname: 'Сидоров' } },
    ]);
    expect(onChanged).toHaveBeenCalledWith('profile edited');
    expect(onClose).toHaveBeenCalled();
  });

  it('a refused main save shows a danger alert with the error message', async () => {
    mockApi({ 'PUT /profile/change-profile': fail('EmailExists') });
    const { onClose } = open();
    await userEvent.type(screen.getByLabelText(/Отчество/), 'в');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Этот адрес электронной почты уже зарегистрирован.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('change e-mail: code sent, then confirmed, back to main with a success alert', async () => {
    const calls = mockApi({
      'POST /profile/send-email-code': ok({ salt: 's' }),
      'POST /profile/confirm-email-change': (call) =>
        call.body.code === '1234' ? ok({ email: call.body.email }) : fail('IncorrectCode'),
    });
    const { onChanged } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Сменить электронную почту' }));
    await userEvent.type(screen.getByLabelText(/Новая электронная почта/), 'bad@');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getByLabelText(/Новая электронная почта/)).toHaveAccessibleDescription(
      'Неверный формат адреса.',
    );
    await userEvent.type(screen.getByLabelText(/Новая электронная почта/), 'mail.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(title()).toHaveTextContent('Подтверждение электронной почты');
    expect(calls[0]).toMatchObject({
      path: '/profile/send-email-code',
      body: { email: 'bad@mail.ru', edit: 'true' },
    });
    await userEvent.type(screen.getByLabelText(/Код подтверждения/), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Неверный код.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Код подтверждения/));
    await userEvent.type(screen.getByLabelText(/Код подтверждения/), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Электронная почта изменена на bad@mail.ru.',
    );
    expect(title()).toHaveTextContent('Редактирование профиля');
    expect(onChanged).toHaveBeenCalledWith('email changed');
  });

  it.each([
    [
      'change',
      '/profile/confirm-phone-change',
      'Смена телефона',
      'Основной телефон изменён на + 7 (978) 111-22-33.',
    ],
    ['add', '/profile/add-phone', 'Добавление телефона', 'Телефон + 7 (978) 111-22-33 добавлен.'],
  ] as const)(
    'phone %s: code by SMS, then confirmed through %s',
    async (action, confirmPath, stepTitle, success) => {
      const calls = mockApi({
        'POST /profile/send-sms-code': ok({ salt: 's' }),
        [`POST ${confirmPath}`]: ok({ telephone: '79781112233', telephones: [] }),
      });
      const { onChanged } = open({ initialStep: 'phone', phoneAction: action });
      expect(title()).toHaveTextContent(stepTitle);
      const phone = screen.getByLabelText(/Номер телефона/);
      await userEvent.type(phone, '9781112233');
      expect(phone).toHaveValue('+7 (978) 111 - 22 - 33');
      await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
      expect(title()).toHaveTextContent('Подтверждение телефона');
      expect(calls[0]).toEqual({
        method: 'POST',
        path: '/profile/send-sms-code',
        body: { phone: '79781112233', edit: String(action === 'change'), isReply: 'false' },
      });
      await userEvent.type(screen.getByLabelText(/Код подтверждения/), '4321');
      await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
      expect(await screen.findByRole('status')).toHaveTextContent(success);
      expect(calls[1]).toEqual({
        method: 'POST',
        path: confirmPath,
        body: { phone: '79781112233', code: '4321' },
      });
      expect(onChanged).toHaveBeenCalledWith(action === 'change' ? 'phone changed' : 'phone added');
    },
  );

  it('shows a phone-code error under the phone field', async () => {
    mockApi({ 'POST /profile/send-sms-code': fail('DoublePhone') });
    open({ initialStep: 'phone', phoneAction: 'add' });
    await userEvent.type(screen.getByLabelText(/Номер телефона/), '9781112233');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Этот номер уже используется.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Номер телефона/)).toHaveAccessibleDescription(
      'Этот номер уже используется.',
    );
  });

  it('without change-email the e-mail is edited on the main step', async () => {
    const calls = mockApi({ 'PUT /profile/change-profile': ok({}) });
    open({ emailOnMain: true });
    expect(
      screen.queryByRole('button', { name: 'Сменить электронную почту' }),
    ).not.toBeInTheDocument();
    const email = screen.getByLabelText(/Электронная почта/);
    expect(email).toHaveValue('driver@sevastopol.demo');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@mail.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(calls).toEqual([
      { method: 'PUT', path: '/profile/change-profile', body: { email: 'new@mail.ru' } },
    ]);
  });
});

describe('resend code', () => {
  it('counts down 10 s, then offers the resend link, which flashes for 800 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = mockApi({ 'POST /profile/send-sms-code': ok({ salt: 's' }) });
    open({ initialStep: 'phone', phoneAction: 'add' });
    await user.type(screen.getByLabelText(/Номер телефона/), '9781112233');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(
      await screen.findByText(`Отправить код повторно можно через ${RESEND_SECONDS} секунд`),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Отправить код повторно' }),
    ).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9000));
    expect(screen.getByText('Отправить код повторно можно через 1 секунду')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Отправить код повторно' });
    await user.click(resend);
    expect(calls.filter((c) => c.path === '/profile/send-sms-code')).toHaveLength(2);
    const status = (await screen.findByText('Код отправлен.')).parentElement as HTMLElement;
    expect(status).toHaveClass('resend-code--success');
    expect(
      screen.getByText(`Отправить код повторно можно через ${RESEND_SECONDS} секунд`),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(RESEND_FLASH_MS));
    expect(screen.queryByText('Код отправлен.')).not.toBeInTheDocument();
    expect(status).not.toHaveClass('resend-code--success');
  });

  it('a refused resend says why and keeps the link', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let sent = 0;
    mockApi({
      'POST /profile/send-sms-code': () => (++sent === 1 ? ok({ salt: 's' }) : fail('LimitSMS')),
    });
    open({ initialStep: 'phone', phoneAction: 'add' });
    await user.type(screen.getByLabelText(/Номер телефона/), '9781112233');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByText(`Отправить код повторно можно через ${RESEND_SECONDS} секунд`);
    act(() => jest.advanceTimersByTime(RESEND_SECONDS * 1000));
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(
      await screen.findByText('Достигнут лимит сообщений. Попробуйте позже.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Код отправлен.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toBeInTheDocument();
  });
});
