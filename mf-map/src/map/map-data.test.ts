import { configureApi } from '@parking/shared/api';
import { setCity } from '@parking/shared/session';
import { loadMapData, MAP_DATA_TTL_MS, resetMapDataCache } from './map-data';
import { FEATURES, mapFetch } from './test-data';

beforeEach(() => {
  sessionStorage.clear();
  resetMapDataCache();
  setCity('sevastopol');
});
afterEach(() => jest.restoreAllMocks());

test('map data is loaded once and served from memory for an hour', async () => {
  const fetch = mapFetch();
  configureApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
  const start = 1_700_000_000_000;
  jest.spyOn(Date, 'now').mockReturnValue(start);
  const first = await loadMapData('sevastopol');
  expect(first.features).toHaveLength(FEATURES.length);
  expect(String(fetch.mock.calls[0][0])).toContain('/api/info/get-map-info/v3');

  await loadMapData('sevastopol', start + MAP_DATA_TTL_MS - 1000);
  expect(fetch).toHaveBeenCalledTimes(1);

  // an hour later it is stale: reloaded
  await loadMapData('sevastopol', start + MAP_DATA_TTL_MS + 1);
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('a new page (empty memory) reuses the sessionStorage copy while fresh', async () => {
  const fetch = mapFetch();
  configureApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
  const start = 1_700_000_000_000;
  jest.spyOn(Date, 'now').mockReturnValue(start);
  await loadMapData('sevastopol');
  resetMapDataCache();
  const again = await loadMapData('sevastopol', start + 30 * 60 * 1000);
  expect(again.features).toHaveLength(FEATURES.length);
  expect(fetch).toHaveBeenCalledTimes(1);
  resetMapDataCache();
  await loadMapData('sevastopol', start + 2 * MAP_DATA_TTL_MS);
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('concurrent callers share one request; a failure is not cached', async () => {
  const fetch = jest.fn(
    async () => ({ ok: false, status: 500, text: async () => 'oops' }) as Response,
  );
  configureApi({ baseUrl: '/api', fetch: fetch as unknown as typeof globalThis.fetch });
  const [a, b] = await Promise.all([loadMapData('sevastopol'), loadMapData('sevastopol')]);
  expect(a.features).toEqual([]);
  expect(b.features).toEqual([]);
  expect(fetch).toHaveBeenCalledTimes(1);
  await loadMapData('sevastopol');
  expect(fetch).toHaveBeenCalledTimes(2);
});
