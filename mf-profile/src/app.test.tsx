import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@parking/shared/i18n';
import { logIn, mockApi, ok } from './test/helpers';
import App from './app';
import { i18nReady } from './i18n';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

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

test('ru and en have the same keys', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o)
      .flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      )
      .sort();
  expect(keys(en)).toEqual(keys(ru));
});
