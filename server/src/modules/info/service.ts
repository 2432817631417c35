// What the front end reads about a city at start: site options, feature settings, the banner.
import type {
  CitySettings,
  Notification,
  OptionsInfo,
  SiteOptions,
} from '@parking/shared/contracts';
import type { CityRow } from '../../db/schema';

/** v2 of get-options-info: the site options with the settings inside. */
export type SiteOptionsWithSettings = SiteOptions & { settings: CitySettings };

export type NotificationPopup = Pick<Notification, 'title' | 'message' | 'updated'> | null;

export function siteOptions(city: CityRow): SiteOptions {
  return city.options;
}

export function siteOptionsWithSettings(city: CityRow): SiteOptionsWithSettings {
  return { ...city.options, settings: city.settings };
}

export function optionsInfo(city: CityRow): OptionsInfo {
  return { city: city.code, options: city.options, settings: city.settings };
}

export function citySettings(city: CityRow): CitySettings {
  return city.settings;
}

export function notificationPopup(city: CityRow): NotificationPopup {
  const notification = city.options.notification;
  if (!notification) return null;
  return {
    title: notification.title,
    message: notification.message,
    updated: notification.updated,
  };
}
