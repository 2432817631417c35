import { apiCall, isOk, type CallOptions } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import type { CityConfig, OptionsInfo, RemotesManifest } from '@parking/shared/contracts';
import { getCity, setCity } from '@parking/shared/session';
import { applyManifest } from '../remotes/registry';
import type { StartupData } from './startup-context';

export class StartupError extends Error {}

async function load<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await apiCall<T>(path, { token: 'none', ...options });
  if (!isOk(response)) throw new StartupError(`${path}: ${response.errorName}`);
  return response.result;
}

/**
 * The chosen city (or the first one), its remotes manifest and its options. Registers the
 * enabled remotes and announces the options on the bus; throws StartupError when the API fails.
 * `force` re-registers remotes already known (a second city may pin other versions).
 */
export async function startUp({ force = false }: { force?: boolean } = {}): Promise<StartupData> {
  const cities = await load<CityConfig[]>('/cities');
  const chosen = getCity();
  const city = cities.find((c) => c.city === chosen) ?? cities[0];
  if (!city) throw new StartupError('no cities configured');
  // Always set: stores the default city for the API client's X-City and seeds 'city:changed'.
  setCity(city.city);
  const [manifest, info] = await Promise.all([
    load<RemotesManifest>('/remotes/manifest', { query: { city: city.city } }),
    load<OptionsInfo>('/info/get-options-info-v3', { query: { city: city.city } }),
  ]);
  applyManifest(manifest, { force });
  bus.emit('options:loaded', { info, city });
  return { cities, city, manifest, info };
}
