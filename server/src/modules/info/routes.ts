import type { FastifyInstance } from 'fastify';
import type { ApiOk, CitySettings, OptionsInfo, SiteOptions } from '@parking/shared/contracts';
import { ok } from '../../http/envelope';
import {
  citySettings,
  notificationPopup,
  optionsInfo,
  siteOptions,
  siteOptionsWithSettings,
  type NotificationPopup,
  type SiteOptionsWithSettings,
} from './service';

// Every route answers for the request's city (X-City header or ?city=, see plugins/city.ts).
export async function infoRoutes(app: FastifyInstance): Promise<void> {
  /** v1 -> SiteOptions: map centre, menus, SMS number, app links, contacts, notification, flags. */
  app.get('/api/info/get-options-info', async (request): Promise<ApiOk<SiteOptions>> =>
    ok(siteOptions(request.city)),
  );

  /** v2 -> SiteOptions plus `settings` (CitySettings) in the same object. */
  app.get(
    '/api/info/get-options-info-v2',
    async (request): Promise<ApiOk<SiteOptionsWithSettings>> =>
      ok(siteOptionsWithSettings(request.city)),
  );

  /** v3 -> OptionsInfo {city, options: SiteOptions, settings: CitySettings}: what the shell loads. */
  app.get('/api/info/get-options-info-v3', async (request): Promise<ApiOk<OptionsInfo>> =>
    ok(optionsInfo(request.city)),
  );

  /** Same as v3. */
  app.get('/api/options', async (request): Promise<ApiOk<OptionsInfo>> =>
    ok(optionsInfo(request.city)),
  );

  /** -> CitySettings alone. */
  app.get('/api/info/get-settings', async (request): Promise<ApiOk<CitySettings>> =>
    ok(citySettings(request.city)),
  );

  /** -> {title, message, updated} of the city's banner, or null when there is none. */
  app.get('/api/notification/popup', async (request): Promise<ApiOk<NotificationPopup>> =>
    ok(notificationPopup(request.city)),
  );
}
