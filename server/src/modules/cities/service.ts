import type { CityConfig } from '@parking/shared/contracts';
import type { CityRow } from '../../db/schema';
import type { CitiesRepository } from './repository';

/** The API base every city uses: the city itself travels in X-City (or ?city=). */
export const API_URL = '/api';

export function toCityConfig(row: CityRow): CityConfig {
  return {
    city: row.code,
    nameForShow: { ru: row.name_ru, en: row.name_en },
    apiUrl: API_URL,
    mapBounds: [
      [row.bounds_west, row.bounds_south],
      [row.bounds_east, row.bounds_north],
    ],
    mapSource: row.map_source,
    parkingPeriod: row.parking_period,
    planarParkingAvailable: row.planar_available,
    profile: row.profile_kind,
    timeZone: row.time_zone,
  };
}

export class CitiesService {
  constructor(private readonly repository: CitiesRepository) {}

  async listConfigs(): Promise<CityConfig[]> {
    return (await this.repository.listAll()).map(toCityConfig);
  }

  /** The requested city, or the default one when no code is given; null when unknown. */
  resolve(code: string | undefined): Promise<CityRow | null> {
    return code ? this.repository.findByCode(code) : this.repository.findFirst();
  }
}
