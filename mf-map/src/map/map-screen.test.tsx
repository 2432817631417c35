import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@parking/shared/api';
import { initI18n } from '@parking/shared/i18n';
import { setCity } from '@parking/shared/session';
import App from '../app';
import { i18nReady } from '../i18n';
import { resetMapDataCache } from './map-data';
import { mapFetch } from './test-data';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  sessionStorage.clear();
  resetMapDataCache();
  setCity('sevastopol');
});

function renderMap() {
  const fetch = mapFetch();
  configureApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
  render(
    <MemoryRouter initialEntries={['/']}>
      <App basePath="" />
    </MemoryRouter>,
  );
  return fetch;
}

test('the list names the parkings in view and the map region becomes ready', async () => {
  renderMap();
  const list = await screen.findByRole('list', { name: 'Парковки в области карты' });
  expect(await within(list).findByRole('button', { name: /Парковка 1001/ })).toBeInTheDocument();
  const names = within(list)
    .getAllByRole('button')
    .map((b) => b.textContent);
  expect(names).toHaveLength(3); // parkings only, not the meter or the museum
  expect(names[0]).toContain('Центр');
  expect(names[0]).toContain('свободно мест: 5');
  expect(screen.getByRole('region', { name: 'Карта парковок города' })).toHaveAttribute(
    'data-map-ready',
    'true',
  );
  expect(screen.getByText('В области карты 3 парковки')).toBeInTheDocument();
});

test('a list item focuses its parking; the filter panel hides a category', async () => {
  const user = userEvent.setup();
  renderMap();
  const item = await screen.findByRole('button', { name: /Парковка 2001/ });
  await user.click(item);
  expect(item).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('checkbox', { name: 'Уличные парковки' }));
  const list = screen.getByRole('list', { name: 'Парковки в области карты' });
  expect(within(list).getAllByRole('button')).toHaveLength(1);
  expect(screen.getByRole('checkbox', { name: 'Паркоматы' })).toBeChecked();
});

test('the map data is requested once across remounts (module cache)', async () => {
  const fetch = renderMap();
  await screen.findByRole('button', { name: /Парковка 1001/ });
  cleanup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <App basePath="" />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('button', { name: /Парковка 1001/ })).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(1);
});

test("the map's own controls speak the page's language", async () => {
  // The mapped maplibre mock keeps each map's options; addControl runs on every new map.
  const lib = jest.requireActual<{
    Map: { prototype: { addControl(): void } };
  }>('maplibre-gl');
  const addControl = jest.spyOn(lib.Map.prototype, 'addControl');
  try {
    renderMap();
    await screen.findByRole('button', { name: /Парковка 1001/ });
    const map = addControl.mock.contexts[0] as { options: { locale?: Record<string, string> } };
    expect(map.options.locale).toMatchObject({
      'NavigationControl.ZoomIn': 'Приблизить',
      'NavigationControl.ZoomOut': 'Отдалить',
    });
  } finally {
    addControl.mockRestore();
  }
});
