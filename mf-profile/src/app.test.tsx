import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@parking/shared/i18n';
import { logIn, mockApi, ok } from './test/helpers';
import App from './app';
import { i18nReady } from './i18n';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(logIn);

test('App renders the fines screen on its route', async () => {
  mockApi({ 'GET /finesstorage/fines/v1': ok([]) });
  render(
    <MemoryRouter initialEntries={['/penalty']}>
      <App basePath="" />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Штрафы' })).toBeInTheDocument();
});
