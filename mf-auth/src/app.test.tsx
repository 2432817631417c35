import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@parking/shared/i18n';
import App from './app';
import { i18nReady } from './i18n';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});

test('App renders its translated placeholder for its route', async () => {
  render(
    <MemoryRouter initialEntries={['/registration']}>
      <App basePath="" />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeInTheDocument();
});
