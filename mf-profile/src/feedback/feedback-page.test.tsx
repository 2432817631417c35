import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import type { CityConfig, OptionsInfo } from '@parking/shared/contracts';
import { fail, logIn, mockApi, ok, setUpI18n, type Handler } from '../test/helpers';
import { FeedbackPage } from './feedback-page';

beforeAll(setUpI18n);
beforeEach(() => {
  logIn();
  bus.emit('options:loaded', {
    info: {
      settings: { topics: [{ label: 'Оплата парковки', value: 'payment' }] },
      options: {},
    } as unknown as OptionsInfo,
    city: { timeZone: 'Europe/Simferopol' } as CityConfig,
  });
});
afterEach(() => jest.useRealTimers());

const APPEALS = {
  count: 2,
  items: [
    {
      appeal: { id: 7, subject: 'payment', subjectLabel: 'Оплата парковки' },
      lastMessage: { id: 2, date: '2030-01-01T10:00:00Z', text: 'Ответ оператора', out: false },
      status: 'in_work',
    },
    {
      appeal: { id: 5, subject: null, subjectLabel: null },
      lastMessage: null,
      status: 'completed',
    },
  ],
};

function setUp(extra: Record<string, Handler> = {}) {
  return mockApi({ 'GET /appealProcessing/getAppeals/v1': ok(APPEALS), ...extra });
}

const message = () => screen.getByRole('textbox', { name: /^Сообщение/ });
const email = () => screen.getByRole('textbox', { name: /Электронная почта/ });
const phone = () => screen.getByRole('textbox', { name: /Телефон/ });
const submit = () => screen.getByRole('button', { name: 'Отправить обращение' });

describe('send-appeal form', () => {
  it('validates with the shared rules: message after trimming, e-mail, phone; topic optional', async () => {
    const calls = setUp();
    render(<FeedbackPage />);
    await userEvent.type(message(), '   ');
    await userEvent.type(email(), 'not-an-email');
    await userEvent.type(phone(), '12345');
    await userEvent.click(submit());
    expect(message()).toHaveAccessibleDescription('Заполните это поле.');
    expect(email()).toHaveAccessibleDescription('Введите правильный адрес.');
    expect(phone()).toHaveAccessibleDescription(
      expect.stringContaining('Введите правильный номер.'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Тема' })).toHaveDisplayValue('Без темы');
  });

  it('success shows the server user message for 8 s; the token goes in the Authorization header', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = setUp({
      'POST /appealProcessing/appealRegistration/v1': {
        status: 'ok',
        result: { idAppeal: 9, userMessage: 'Обращение № 9 зарегистрировано.' },
      },
    });
    render(<FeedbackPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тема' }), 'payment');
    await user.type(message(), '  Не списались деньги  ');
    await user.type(phone(), '+79780000001');
    await user.type(email(), 'driver@sevastopol.demo');
    const sentAt = jest.now();
    await user.click(submit());
    expect(await screen.findByText('Обращение № 9 зарегистрировано.')).toBeInTheDocument();
    // findByText moves the fake clock in steps: the 8 s started between the click and now.
    const seenAt = jest.now();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      appeal: {
        idSubject: 'payment',
        message: 'Не списались деньги',
        phone: '+79780000001',
        email: 'driver@sevastopol.demo',
      },
      lang: 'ru',
    });
    expect(post?.headers).toMatchObject({ Authorization: 'Bearer tok' });
    // the form is cleared for the next appeal
    expect(message()).toHaveValue('');
    act(() => jest.advanceTimersByTime(sentAt + 7900 - jest.now()));
    expect(screen.getByText('Обращение № 9 зарегистрировано.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(seenAt + 8100 - jest.now()));
    expect(screen.queryByText('Обращение № 9 зарегистрировано.')).not.toBeInTheDocument();
  });

  it('failure shows a red alert with the error name', async () => {
    setUp({ 'POST /appealProcessing/appealRegistration/v1': fail('SetEmailInProfile') });
    render(<FeedbackPage />);
    await userEvent.type(message(), 'Вопрос');
    await userEvent.type(email(), 'a@b.ru');
    await userEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('pk-alert--danger');
    expect(alert).toHaveTextContent('Укажите адрес электронной почты в профиле.');
  });
});

describe('appeals as conversations', () => {
  it('lists appeals with coloured statuses; empty list says no appeals left', async () => {
    setUp();
    const { unmount } = render(<FeedbackPage />);
    const open7 = await screen.findByRole('button', { name: /Обращение № 7/ });
    expect(within(open7).getByText('В работе')).toHaveClass('appeal-status--green');
    expect(
      within(screen.getByRole('button', { name: /Обращение № 5/ })).getByText('Завершено'),
    ).toHaveClass('appeal-status--grey');
    unmount();
    mockApi({ 'GET /appealProcessing/getAppeals/v1': ok({ count: 0, items: [] }) });
    render(<FeedbackPage />);
    expect(await screen.findByText('Обращений не осталось')).toBeInTheDocument();
  });

  it('a thread with no messages says so', async () => {
    setUp({
      'GET /appealProcessing/getMessages/v1': ok({
        idAppeal: 5,
        status: 'completed',
        messages: [],
      }),
    });
    render(<FeedbackPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Обращение № 5/ }));
    expect(await screen.findByText('В этой теме нет сообщений')).toBeInTheDocument();
  });

  it('Enter sends (trimmed), Shift+Enter is a new line, empty is ignored; a failed message is resendable', async () => {
    let attempt = 0;
    const calls = setUp({
      'GET /appealProcessing/getMessages/v1': ok({
        idAppeal: 7,
        status: 'in_work',
        messages: [
          { id: 1, date: '2030-01-01T09:00:00Z', text: 'Не списались деньги', out: true },
          { id: 2, date: '2030-01-01T10:00:00Z', text: 'Ответ оператора', out: false },
        ],
      }),
      'POST /appealProcessing/messageRegistration/v1': (call) =>
        ++attempt === 1
          ? fail('UnknownError')
          : ok({
              message: { id: 3, date: '2030-01-01T11:00:00Z', text: call.body.message, out: true },
              status: 'in_work',
            }),
    });
    render(<FeedbackPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Обращение № 7/ }));
    expect(await screen.findByText('Ответ оператора')).toBeInTheDocument();
    // the scrolling chat is reachable by keyboard
    expect(screen.getByRole('list', { name: 'Сообщения' })).toHaveAttribute('tabindex', '0');
    const input = screen.getByRole('textbox', { name: 'Ваше сообщение' });

    await userEvent.type(input, '   {Enter}');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '  Спасибо{Shift>}{Enter}{/Shift}ещё вопрос  {Enter}');
    const retry = await screen.findByRole('button', {
      name: 'Произошла ошибка, повторить отправку?',
    });
    expect(retry).toHaveAttribute('title', 'Произошла ошибка, повторить отправку?');
    expect(input).toHaveValue('');
    const posts = () => calls.filter((c) => c.method === 'POST');
    expect(posts()[0].body).toEqual({ message: 'Спасибо\nещё вопрос', idAppeal: 7 });

    await userEvent.click(retry);
    expect(await screen.findByText(/Спасибо/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Произошла ошибка, повторить отправку?' }),
    ).not.toBeInTheDocument();
    expect(posts()).toHaveLength(2);

    // back to the list: the last message is the one just sent
    await userEvent.click(screen.getByRole('button', { name: /К списку обращений/ }));
    expect(screen.getByRole('button', { name: /Обращение № 7/ })).toHaveTextContent(/Спасибо/);
    // focus goes back to the appeal the conversation was opened from
    expect(screen.getByRole('button', { name: /Обращение № 7/ })).toHaveFocus();
  });

  it('paste inserts plain text only', async () => {
    setUp({
      'GET /appealProcessing/getMessages/v1': ok({
        idAppeal: 5,
        status: 'completed',
        messages: [],
      }),
    });
    render(<FeedbackPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Обращение № 5/ }));
    const input = await screen.findByRole('textbox', { name: 'Ваше сообщение' });
    await userEvent.click(input);
    await userEvent.paste({
      getData: (type: string) => (type === 'text/plain' ? 'простой текст' : '<b>жирный</b>'),
    } as unknown as DataTransfer);
    expect(input).toHaveValue('простой текст');
  });
});
