import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { setCity, tokenStore } from '@parking/shared/session';
import App from '../app';
import { announceOptions, fail, fakeApi, initTestI18n, ok, renderAt } from '../test/helpers';
import { DRAFT_KEY, readDraft, writeDraft } from './draft';

const location = () => screen.getByTestId('location').textContent;
const SALT = '0123456789abcdef0123456789abcdef';

beforeAll(initTestI18n);

beforeEach(() => {
  setCity('sevastopol');
  tokenStore.clear('sevastopol');
  sessionStorage.clear();
  bus.reset();
  announceOptions();
});

afterEach(() => {
  jest.useRealTimers();
});

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillData(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    lastname: 'Петров',
    firstname: 'Иван',
    email: 'new@example.org',
    phone: '+7 (978) 123-45-67',
    pass: 'secret1',
    pass2: 'secret1',
    ...overrides,
  };
  await userEvent.type(field(/^Фамилия/), values.lastname);
  await userEvent.type(field(/^Имя/), values.firstname);
  await userEvent.type(field(/^E-mail/), values.email);
  await userEvent.type(field(/^Телефон/), values.phone);
  await userEvent.type(field(/^Пароль/), values.pass);
  await userEvent.type(field(/^Повторите пароль/), values.pass2);
}

describe('step 1: data', () => {
  test('a refused submit moves focus to the first field in error; a server refusal to its field', async () => {
    fakeApi({
      'POST /api/auth/check-email': () => ok({ exists: false }),
      'POST /api/auth/check-phone': () => fail('PhoneExists'),
    });
    renderAt('/registration', <App basePath="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(field(/^Фамилия/)).toHaveFocus());
    await fillData();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(field(/^Телефон/)).toHaveFocus());
    expect(field(/^Телефон/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('every rule of section 5, both password readings explained, errors linked', async () => {
    const api = fakeApi({});
    renderAt('/registration', <App basePath="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Регистрация' })).toHaveFocus();
    expect(field(/^Пароль/)).toHaveAccessibleDescription(
      'Не меньше 4 символов; надёжнее — от 6 до 20 символов.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    for (const label of [/^Фамилия/, /^Имя/, /^E-mail/, /^Телефон/])
      expect(field(label)).toHaveAccessibleDescription(
        expect.stringContaining('Заполните это поле.'),
      );
    expect(field(/^Отчество/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Повторите пароль/)).toHaveAccessibleDescription('Повторите пароль.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Нужно согласиться с правилами обработки персональных данных.',
    );

    await userEvent.type(field(/^E-mail/), 'not-an-email');
    await userEvent.type(field(/^Телефон/), '+7 978 123');
    await userEvent.type(field(/^Пароль/), 'abc');
    await userEvent.type(field(/^Повторите пароль/), 'abd');
    await userEvent.tab();
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Неверный формат e-mail.');
    expect(field(/^Телефон/)).toHaveAccessibleDescription(
      expect.stringContaining('Неверный номер: нужно 11 цифр.'),
    );
    expect(field(/^Пароль/)).toHaveAccessibleDescription(
      expect.stringContaining('Пароль должен быть длиннее 3 символов.'),
    );
    expect(field(/^Повторите пароль/)).toHaveAccessibleDescription('Пароли не совпадают.');
    expect(screen.getByRole('link', { name: /обработки персональных данных/ })).toHaveAttribute(
      'href',
      '/pages/personal-data-rules',
    );
    expect(api.calls).toHaveLength(0);
  });

  test('an e-mail or phone in use is refused under its field', async () => {
    const api = fakeApi({
      'POST /api/auth/check-email': () => fail('UserExists'),
      'POST /api/auth/check-phone': () => fail('PhoneExists'),
    });
    renderAt('/registration', <App basePath="" />);
    await fillData();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() =>
      expect(field(/^E-mail/)).toHaveAccessibleDescription(
        'Пользователь с таким e-mail уже существует.',
      ),
    );
    expect(field(/^Телефон/)).toHaveAccessibleDescription(
      expect.stringContaining('Этот номер телефона уже используется.'),
    );
    expect(api.find('/api/auth/registration-v2')).toHaveLength(0);
  });

  test('submit stores the draft (not the password) and goes to the e-mail code step', async () => {
    const api = fakeApi({
      'POST /api/auth/check-email': () => ok({ exists: false }),
      'POST /api/auth/check-phone': () => ok({ exists: false }),
      'POST /api/auth/registration-v2': () =>
        ok({ salt: SALT, confirmationType: 'SMS', phone: '79781234567' }),
    });
    renderAt('/registration', <App basePath="/en" />);
    await fillData();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() =>
      expect(location()).toBe(`/registration/confirmation/2/${SALT}`.replace(/^/, '/en')),
    );
    expect(api.find('/api/auth/registration-v2')[0].body).toEqual({
      lastname: 'Петров',
      firstname: 'Иван',
      middlename: '',
      email: 'new@example.org',
      phone: '+79781234567',
      pass: 'secret1',
      agreement: 'true',
    });
    expect(readDraft()).toMatchObject({
      email: 'new@example.org',
      phone: '79781234567',
      emailSalt: SALT,
      confirmationType: 'SMS',
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('secret1');
  });

  test('server refusals land where they belong', async () => {
    fakeApi({
      'POST /api/auth/check-email': () => ok({}),
      'POST /api/auth/check-phone': () => ok({}),
      'POST /api/auth/registration-v2': () => fail('SMSNotSend'),
    });
    renderAt('/registration', <App basePath="" />);
    await fillData();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось отправить СМС');
  });

  test("a refusal of the server's schema ('body.<field>') is shown under that field", async () => {
    fakeApi({
      'POST /api/auth/check-email': () => ok({}),
      'POST /api/auth/check-phone': () => ok({}),
      'POST /api/auth/registration-v2': () => fail('InvalidFormat', { field: 'body.firstname' }),
    });
    renderAt('/registration', <App basePath="" />);
    await fillData();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(field(/^Имя/)).toHaveAccessibleDescription(/Неверный формат/));
    expect(screen.queryByText('Проверьте введённые данные.')).toBeNull();
  });
});

describe('step 2: e-mail code', () => {
  beforeEach(() =>
    writeDraft({
      email: 'new@example.org',
      phone: '79781234567',
      emailSalt: SALT,
      confirmationType: 'SMS',
    }),
  );

  test('a wrong code is shown under the field; the right one goes on; skipping is possible', async () => {
    let good = false;
    const api = fakeApi({
      'POST /api/auth/confirm-email': () =>
        good ? ok({ confirmed: true }) : fail('IncorrectCode'),
      'GET /api/auth/get-confirmation-type-v2': () =>
        ok({ confirmationType: 'SMS', useSmsReplay: false, canSendCodeAgain: true }),
    });
    renderAt(`/registration/confirmation/2/${SALT}`, <App basePath="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Регистрация' })).toHaveFocus();
    expect(screen.getByText('Шаг 2 из 3')).toBeInTheDocument();
    expect(screen.getByText(/new@example.org/)).toBeInTheDocument();
    await userEvent.type(field(/^Код из письма/), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(field(/^Код из письма/)).toHaveAccessibleDescription('Неверный код.'),
    );
    expect(api.find('/api/auth/confirm-email')[0].body).toEqual({ token: SALT, code: '1111' });
    good = true;
    await userEvent.clear(field(/^Код из письма/));
    await userEvent.type(field(/^Код из письма/), '2222');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(location()).toBe(`/registration/confirmation/3/${SALT}`));
    expect(readDraft()).toMatchObject({ emailConfirmed: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Регистрация' })).toHaveFocus();
  });

  test('a link with the code confirms at once', async () => {
    const api = fakeApi({ 'POST /api/auth/confirm-email': () => ok({ confirmed: true }) });
    renderAt(`/registration/confirmation/2/${SALT}/4321`, <App basePath="" />);
    await waitFor(() => expect(location()).toBe(`/registration/confirmation/3/${SALT}`));
    expect(api.find('/api/auth/confirm-email')[0].body).toEqual({ token: SALT, code: '4321' });
  });

  test('the e-mail step may be skipped', async () => {
    fakeApi({});
    renderAt(`/registration/confirmation/2/${SALT}`, <App basePath="" />);
    await userEvent.click(screen.getByRole('link', { name: 'Подтвердить e-mail позже' }));
    expect(location()).toBe(`/registration/confirmation/3/${SALT}`);
  });
});

describe('step 3: phone code', () => {
  beforeEach(() =>
    writeDraft({
      email: 'new@example.org',
      phone: '79781234567',
      emailSalt: SALT,
      confirmationType: 'SMS',
    }),
  );

  test('resend: 10 s countdown, then the link; a resend flashes 800 ms and counts down again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = fakeApi({
      'GET /api/auth/get-confirmation-type-v2': () =>
        ok({ confirmationType: 'SMS', useSmsReplay: false, canSendCodeAgain: true }),
      'POST /api/profile/send-sms-code': () => ok({ salt: SALT, confirmationType: 'SMS' }),
    });
    renderAt(`/registration/confirmation/3/${SALT}`, <App basePath="" />);
    expect(
      screen.getByText('Мы отправили SMS с кодом на номер + 7 (978) 123-45-67.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Запросить код повторно можно через 10 с')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9000));
    expect(screen.getByText('Запросить код повторно можно через 1 с')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    const resend = await screen.findByRole('button', { name: 'Отправить код ещё раз' });
    const sentAt = jest.now();
    await user.click(resend);
    expect(await screen.findByText('Код отправлен')).toBeInTheDocument();
    // findByText moves the fake clock in steps: the 800 ms flash started between the click and now.
    const seenAt = jest.now();
    expect(api.find('/api/profile/send-sms-code')[0].body).toEqual({
      token: SALT,
      isReply: 'false',
    });
    const control = document.querySelector('.auth-resend')!;
    expect(control).toHaveClass('auth-resend--success');
    expect(screen.getByText('Код отправлен')).toBeInTheDocument();
    expect(screen.getByText('Запросить код повторно можно через 10 с')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(sentAt + 799 - jest.now()));
    expect(control).toHaveClass('auth-resend--success');
    act(() => jest.advanceTimersByTime(seenAt + 800 - jest.now()));
    expect(control).not.toHaveClass('auth-resend--success');
  });

  test("the server's 'not yet' right after a send is not the limit: after the countdown it asks again", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // The server says false during its short gap after a send, true once it has passed.
    let gapOver = false;
    const api = fakeApi({
      'GET /api/auth/get-confirmation-type-v2': () =>
        ok({ confirmationType: 'SMS', useSmsReplay: false, canSendCodeAgain: gapOver }),
      'POST /api/profile/send-sms-code': () => ok({ salt: SALT, confirmationType: 'SMS' }),
    });
    renderAt(`/registration/confirmation/3/${SALT}`, <App basePath="" />);
    // its answer applied (the draft is written with the state)
    await waitFor(() => expect(readDraft()).toMatchObject({ canSendCodeAgain: false }));
    expect(screen.getByText('Запросить код повторно можно через 10 с')).toBeInTheDocument();
    expect(screen.queryByText('Лимит отправки кодов исчерпан. Попробуйте позже.')).toBeNull();
    gapOver = true;
    act(() => jest.advanceTimersByTime(10_000));
    await user.click(await screen.findByRole('button', { name: 'Отправить код ещё раз' }));
    expect(api.find('/api/auth/get-confirmation-type-v2')).toHaveLength(2);
    expect(await screen.findByText('Код отправлен')).toBeInTheDocument();
    expect(screen.queryByText('Лимит отправки кодов исчерпан. Попробуйте позже.')).toBeNull();
  });

  test('a real limit: after the countdown the server still says no, so the limit is shown', async () => {
    jest.useFakeTimers();
    fakeApi({
      'GET /api/auth/get-confirmation-type-v2': () =>
        ok({ confirmationType: 'SMS', useSmsReplay: false, canSendCodeAgain: false }),
    });
    renderAt(`/registration/confirmation/3/${SALT}`, <App basePath="" />);
    // its answer applied (the draft is written with the state)
    await waitFor(() => expect(readDraft()).toMatchObject({ canSendCodeAgain: false }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(
      await screen.findByText('Лимит отправки кодов исчерпан. Попробуйте позже.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).toBeNull();
  });

  test('after a call: call again and resend by SMS; LimitSMS is shown', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let limit = false;
    const api = fakeApi({
      'GET /api/auth/get-confirmation-type-v2': () =>
        ok({ confirmationType: 'Call', useSmsReplay: true, canSendCodeAgain: true }),
      'POST /api/profile/send-sms-code': (call) =>
        limit
          ? fail('LimitSMS')
          : ok({ salt: SALT, confirmationType: call.body.isReply === 'true' ? 'SMS' : 'Call' }),
    });
    renderAt(`/registration/confirmation/3/${SALT}`, <App basePath="" />);
    expect(await screen.findByLabelText(/^Последние 4 цифры входящего номера/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    await user.click(await screen.findByRole('button', { name: 'Позвонить ещё раз' }));
    expect(await screen.findByText('Код отправлен')).toBeInTheDocument();
    expect(api.find('/api/profile/send-sms-code')[0].body).toMatchObject({ isReply: 'false' });
    act(() => jest.advanceTimersByTime(10_000));
    await user.click(await screen.findByRole('button', { name: 'Отправить код по SMS' }));
    expect(api.find('/api/profile/send-sms-code')[1].body).toMatchObject({ isReply: 'true' });
    expect(await screen.findByLabelText(/^Код из SMS/)).toBeInTheDocument();
    limit = true;
    act(() => jest.advanceTimersByTime(10_000));
    await user.click(await screen.findByRole('button', { name: 'Отправить код ещё раз' }));
    expect(
      await screen.findByText('Достигнут лимит сообщений. Попробуйте позже.'),
    ).toBeInTheDocument();
  });

  test('a failed confirmation-type load leaves the draft type; finishing stores the token and clears the draft', async () => {
    const loggedIn = jest.fn();
    const sub = bus.on('session:loggedIn').subscribe(loggedIn);
    let good = false;
    const api = fakeApi({
      'GET /api/auth/get-confirmation-type-v2': () => fail('NotFound'),
      'POST /api/auth/confirm-phone': () =>
        good ? ok({ confirmed: true }) : fail('IncorrectCode'),
      'POST /api/auth/registration-v2': () =>
        ok({ token: 'new-tok', id_session: 's' }, { token: 'new-tok' }),
    });
    renderAt(`/registration/confirmation/3/${SALT}`, <App basePath="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Завершить регистрацию' }));
    expect(field(/^Код из SMS/)).toHaveAccessibleDescription('Заполните это поле.');
    await userEvent.type(field(/^Код из SMS/), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Завершить регистрацию' }));
    await waitFor(() => expect(field(/^Код из SMS/)).toHaveAccessibleDescription('Неверный код.'));
    good = true;
    await userEvent.clear(field(/^Код из SMS/));
    await userEvent.type(field(/^Код из SMS/), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Завершить регистрацию' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.find('/api/auth/confirm-phone')[1].body).toEqual({ token: SALT, code: '1234' });
    expect(api.find('/api/auth/registration-v2')[0].body).toEqual({ salt: SALT });
    expect(tokenStore.get('sevastopol', 'private')).toBe('new-tok');
    expect(loggedIn).toHaveBeenCalledWith({ userType: 'private' });
    expect(readDraft()).toBeNull();
    sub.unsubscribe();
  });

  test('changing the phone updates it only on an ok answer', async () => {
    let taken = true;
    fakeApi({
      'GET /api/auth/get-confirmation-type-v2': () =>
        ok({ confirmationType: 'SMS', useSmsReplay: false, canSendCodeAgain: true }),
      'POST /api/auth/change-phone': () =>
        taken
          ? fail('PhoneExists')
          : ok({ salt: SALT, confirmationType: 'SMS', phone: '79781112233' }),
    });
    renderAt(`/registration/confirmation/3/${SALT}`, <App basePath="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Изменить номер телефона' }));
    await userEvent.type(field(/^Новый номер телефона/), '+79781112233');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код на новый номер' }));
    await waitFor(() =>
      expect(field(/^Новый номер телефона/)).toHaveAccessibleDescription(
        'Этот номер телефона уже используется.',
      ),
    );
    expect(readDraft()?.phone).toBe('79781234567');
    taken = false;
    await userEvent.type(field(/^Новый номер телефона/), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код на новый номер' }));
    expect(
      await screen.findByText('Мы отправили SMS с кодом на номер + 7 (978) 111-22-33.'),
    ).toBeInTheDocument();
    expect(readDraft()?.phone).toBe('79781112233');
  });
});
