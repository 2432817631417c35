import { screen, waitFor } from '@testing-library/react';
import { bus } from '@parking/shared/bus';
import { setCity, tokenStore } from '@parking/shared/session';
import App from '../app';
import { fail, fakeApi, initTestI18n, ok, renderAt } from '../test/helpers';

const location = () => screen.getByTestId('location').textContent;

beforeAll(initTestI18n);
beforeEach(() => {
  setCity('sevastopol');
  tokenStore.clear('sevastopol');
  bus.reset();
});

test('the access token from the hash is traded for a session token', async () => {
  const api = fakeApi({ 'GET /backend/v2/yandexID': () => ok({ token: 'ya-session' }) });
  renderAt(
    '/callback/YandexLogin.html#access_token=ya-access&token_type=bearer',
    <App basePath="" />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Вход через Яндекс' })).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/'));
  expect(api.calls[0].query.get('token')).toBe('ya-access');
  expect(tokenStore.get('sevastopol', 'private')).toBe('ya-session');
});

test('a failure is only logged', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({ 'GET /backend/v2/yandexID': () => fail('IncorrectLogin') });
  renderAt('/en/callback/YandexLogin.html#access_token=bad', <App basePath="/en" />);
  await waitFor(() => expect(location()).toBe('/en'));
  expect(error).toHaveBeenCalledWith('Yandex login failed', 'IncorrectLogin');
  expect(tokenStore.current()).toBeNull();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  error.mockRestore();
});

test('the e-mail confirmation link confirms', async () => {
  const api = fakeApi({ 'POST /api/auth/confirm-email': () => ok({ confirmed: true }) });
  renderAt('/confirmation/email?token=abc&code=1234', <App basePath="" />);
  expect(await screen.findByText('Адрес e-mail подтверждён.')).toBeInTheDocument();
  expect(api.calls[0].body).toEqual({ token: 'abc', code: '1234' });
});
