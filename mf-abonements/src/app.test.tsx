import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@parking/shared/api';
import { initI18n } from '@parking/shared/i18n';
import App from './app';
import { i18nReady } from './i18n';

beforeAll(async () => {
  const text = JSON.stringify({ status: 'ok', result: [] });
  configureApi({
    baseUrl: '/api',
    fetch: (async () =>
      ({ ok: true, status: 200, text: async () => text }) as Response) as typeof fetch,
  });
  await initI18n('ru');
  await i18nReady;
});

test('App renders the abonements screen at its route', async () => {
  render(
    <MemoryRouter initialEntries={['/abonements']}>
      <App basePath="" />
    </MemoryRouter>,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Абонементы и льготы' }),
  ).toBeInTheDocument();
});
