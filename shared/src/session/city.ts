import { bus } from '../bus/bus';
import { CITY_KEY } from './keys';
import { readItem, writeItem } from './storage';

export function getCity(): string | null {
  return readItem('localStorage', CITY_KEY) || null;
}

/** Always emits city:changed, so the shell can seed late subscribers with `setCity(getCity())`. */
export function setCity(city: string): void {
  writeItem('localStorage', CITY_KEY, city);
  bus.emit('city:changed', { city });
}
