// Demo city data (APP_MODE=demo): zones with tariffs, a few hundred parkings and a couple of
// thousand map objects per city, generated from a seeded PRNG so every run (and every test
// database) gets the same map. Written in bulk (one jsonb_to_recordset insert per table and city)
// because it runs for every test file; a city that already has zones is left as it is.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { RUSSIAN_CALENDAR } from './calendar-data';
import type {
  CityDataTables,
  GeometryCoordinates,
  GeometryType,
  LatLon,
  MapObjectKind,
  ParkingCategory,
} from './tables';

type Db = Kysely<DB & CityDataTables>;

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface DemoZone {
  code: string;
  name: string;
  /** kopecks per hour in the daytime weekday interval */
  base: number;
  special?: boolean;
  color: string;
}

interface DemoCity {
  seed: number;
  centre: [number, number]; // lat, lon
  bounds: { south: number; north: number; west: number; east: number };
  /** spread of the dense centre, degrees */
  sigma: number;
  codePrefix: number;
  parkings: number;
  objects: number;
  zones: DemoZone[];
  streets: string[];
  sights: string[];
  museums: string[];
  churches: string[];
}

export const DEMO_CITY_DATA: Record<string, DemoCity> = {
  sevastopol: {
    seed: 92,
    centre: [44.6167, 33.5254],
    bounds: { south: 44.4, north: 44.97, west: 33.38, east: 33.93 },
    sigma: 0.018,
    codePrefix: 1000,
    parkings: 360,
    objects: 1500,
    zones: [
      { code: '101', name: 'Центр', base: 6000, color: '#e53935' },
      { code: '102', name: 'Исторический бульвар', base: 5000, color: '#fb8c00' },
      { code: '103', name: 'Артбухта', base: 5000, color: '#fdd835' },
      { code: '104', name: 'Корабельная сторона', base: 4000, color: '#43a047' },
      { code: '105', name: 'Северная сторона', base: 3000, color: '#1e88e5' },
      { code: '106', name: 'Балаклава', base: 4000, color: '#8e24aa' },
      { code: '900', name: 'Резидентная зона', base: 2000, special: true, color: '#6d4c41' },
    ],
    streets: [
      'ул. Большая Морская',
      'пр. Нахимова',
      'ул. Ленина',
      'пл. Нахимова',
      'Приморский бульвар',
      'ул. Генерала Петрова',
      'пр. Генерала Острякова',
      'ул. Кулакова',
      'ул. Очаковцев',
      'ул. Гоголя',
      'пр. Октябрьской Революции',
      'ул. Пожарова',
      'пр. Победы',
      'ул. Хрусталёва',
      'ул. Вакуленчука',
      'ул. Парковая',
      'ул. Советская',
      'ул. Суворова',
      'ул. Адмирала Октябрьского',
      'Лабораторное шоссе',
      'ул. Героев Севастополя',
      'ул. Руднева',
      'Камышовое шоссе',
      'ул. Токарева',
    ],
    sights: [
      'Памятник затопленным кораблям',
      'Графская пристань',
      'Малахов курган',
      'Херсонес Таврический',
      'Владимирский собор',
      'Сапун-гора',
      'Константиновская батарея',
      'Мыс Фиолент',
    ],
    museums: [
      'Панорама «Оборона Севастополя»',
      'Диорама «Штурм Сапун-горы»',
      'Музей Черноморского флота',
      'Художественный музей им. Крошицкого',
      'Аквариум-музей',
    ],
    churches: [
      'Покровский собор',
      'Свято-Никольский храм',
      'Храм Всех Святых',
      'Храм Двенадцати Апостолов',
    ],
  },
  rostov: {
    seed: 61,
    centre: [47.2357, 39.7015],
    bounds: { south: 47.15, north: 47.32, west: 39.55, east: 39.85 },
    sigma: 0.02,
    codePrefix: 6000,
    parkings: 320,
    objects: 1300,
    zones: [
      { code: '201', name: 'Центр', base: 6000, color: '#e53935' },
      { code: '202', name: 'Большая Садовая', base: 5000, color: '#fb8c00' },
      { code: '203', name: 'Нахичевань', base: 4000, color: '#43a047' },
      { code: '204', name: 'Западный', base: 3000, color: '#1e88e5' },
      { code: '205', name: 'Левобережный', base: 3000, color: '#8e24aa' },
      { code: '290', name: 'Резидентная зона', base: 2000, special: true, color: '#6d4c41' },
    ],
    streets: [
      'ул. Большая Садовая',
      'Будённовский пр.',
      'Ворошиловский пр.',
      'ул. Пушкинская',
      'ул. Станиславского',
      'пр. Соколова',
      'ул. Максима Горького',
      'Театральный пр.',
      'ул. Красноармейская',
      'пр. Чехова',
      'ул. Социалистическая',
      'ул. Шаумяна',
      'пр. Ленина',
      'ул. Малиновского',
      'пр. Стачки',
      'пр. Шолохова',
      'ул. Текучёва',
      'пр. Михаила Нагибина',
      'ул. Суворова',
    ],
    sights: [
      'Набережная Дона',
      'Театральная площадь',
      'Парк Горького',
      'Фонтан «Атланты»',
      'Памятник Ростовскому ополчению',
      'Собор Рождества Богородицы',
    ],
    museums: [
      'Ростовский областной музей краеведения',
      'Музей изобразительных искусств',
      'Музей русско-армянской дружбы',
      'Музей современного искусства на Дмитровской',
    ],
    churches: [
      'Кафедральный собор Рождества Пресвятой Богородицы',
      'Церковь Сурб Хач',
      'Храм Святого Георгия',
      'Старообрядческий собор Покрова',
    ],
  },
};

/** Day tariffs of a demo zone: priced daytime, cheaper evening, free nights; lower at weekends and holidays. */
export function demoZonePrices(
  base: number,
): { day_kind: string; time_start: string; time_end: string; price_kopecks: number }[] {
  const row = (day_kind: string, time_start: string, time_end: string, price_kopecks: number) => ({
    day_kind,
    time_start,
    time_end,
    price_kopecks,
  });
  return [
    row('weekday', '08:00:00', '20:00:00', base),
    row('weekday', '20:00:00', '24:00:00', Math.round(base / 2)),
    row('saturday', '09:00:00', '20:00:00', Math.round((base * 2) / 3)),
    row('sunday', '10:00:00', '18:00:00', Math.round(base / 2)),
    row('holiday', '10:00:00', '18:00:00', Math.round(base / 3)),
  ];
}

function gauss(rand: () => number): number {
  const u = Math.max(rand(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

function place(rand: () => number, city: DemoCity): LatLon {
  const { bounds } = city;
  // three in four near the centre, the rest anywhere in the city's bounds
  const dense = rand() < 0.75;
  const lat = dense
    ? city.centre[0] + gauss(rand) * city.sigma
    : bounds.south + rand() * (bounds.north - bounds.south);
  const lon = dense
    ? city.centre[1] + gauss(rand) * city.sigma * 1.4
    : bounds.west + rand() * (bounds.east - bounds.west);
  return {
    latitude: round6(Math.min(bounds.north - 1e-4, Math.max(bounds.south + 1e-4, lat))),
    longitude: round6(Math.min(bounds.east - 1e-4, Math.max(bounds.west + 1e-4, lon))),
  };
}

function line(rand: () => number, at: LatLon): LatLon[] {
  const angle = rand() * Math.PI;
  const len = 0.0008 + rand() * 0.0015;
  return [
    at,
    {
      latitude: round6(at.latitude + Math.sin(angle) * len),
      longitude: round6(at.longitude + Math.cos(angle) * len * 1.4),
    },
  ];
}

function polygon(rand: () => number, at: LatLon, size: number): LatLon[][] {
  const w = size * (0.6 + rand() * 0.8);
  const h = size * (0.6 + rand() * 0.8);
  const ring = [
    at,
    { latitude: round6(at.latitude + h), longitude: at.longitude },
    { latitude: round6(at.latitude + h), longitude: round6(at.longitude + w * 1.4) },
    { latitude: at.latitude, longitude: round6(at.longitude + w * 1.4) },
    at,
  ];
  return [ring];
}

const CATEGORY_WEIGHTS: [ParkingCategory, number][] = [
  ['roadside', 58],
  ['pocket', 8],
  ['disabled', 5],
  ['municipal', 5],
  ['free', 5],
  ['commerce', 4],
  ['resident', 4],
  ['taxi', 3],
  ['bus', 2],
  ['multilevel', 3],
  ['planar', 3],
];

function weighted<T>(rand: () => number, weights: readonly [T, number][]): T {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of weights) {
    r -= w;
    if (r < 0) return value;
  }
  return weights[weights.length - 1]![0];
}

export interface GeneratedCityData {
  zones: {
    code: string;
    name: string;
    special: boolean;
    color: string;
    sort_order: number;
    prices: ReturnType<typeof demoZonePrices>;
  }[];
  parkings: {
    code: string;
    zone_code: string | null;
    kind: 'road' | 'barrier';
    category: ParkingCategory;
    name: string;
    address: string;
    geometry_type: GeometryType;
    geometry: GeometryCoordinates;
    lat: number;
    lon: number;
    spaces_total: number;
    spaces_free: number;
    spaces_disabled: number;
    active: boolean;
  }[];
  objects: {
    code: string;
    kind: MapObjectKind;
    name: string;
    address: string;
    zone_code: string | null;
    geometry_type: GeometryType;
    geometry: GeometryCoordinates;
    lat: number;
    lon: number;
  }[];
}

/** The whole demo map of one city; the same city code always gives the same data. */
export function generateCityData(code: string): GeneratedCityData | null {
  const city = DEMO_CITY_DATA[code];
  if (!city) return null;
  const rand = prng(city.seed);
  const paid = city.zones.filter((z) => !z.special);
  const zoneFor = (at: LatLon): string => {
    // rings around the centre: the closer, the dearer
    const d = Math.hypot(at.latitude - city.centre[0], (at.longitude - city.centre[1]) / 1.4);
    const ring = Math.min(paid.length - 1, Math.floor(d / (city.sigma * 0.9)));
    return paid[ring]!.code;
  };
  const address = () => `${pick(rand, city.streets)}, ${1 + Math.floor(rand() * 120)}`;

  const zones = city.zones.map((z, i) => ({
    code: z.code,
    name: z.name,
    special: z.special ?? false,
    color: z.color,
    sort_order: i,
    prices: demoZonePrices(z.base),
  }));

  const parkings: GeneratedCityData['parkings'] = [];
  for (let i = 0; i < city.parkings; i++) {
    const at = place(rand, city);
    const category = weighted(rand, CATEGORY_WEIGHTS);
    const barrier = category === 'planar' || category === 'multilevel';
    const shape = barrier ? 'Polygon' : rand() < 0.8 ? 'LineString' : 'Point';
    const geometry =
      shape === 'Polygon'
        ? polygon(rand, at, 0.0008)
        : shape === 'LineString'
          ? line(rand, at)
          : at;
    const total = barrier ? 80 + Math.floor(rand() * 320) : 5 + Math.floor(rand() * 60);
    const disabled = category === 'disabled' ? total : Math.max(1, Math.floor(total * 0.1));
    const zone = category === 'resident' ? city.zones.find((z) => z.special)!.code : zoneFor(at);
    parkings.push({
      code: String(city.codePrefix + i + 1),
      zone_code: zone,
      kind: barrier ? 'barrier' : 'road',
      category,
      name: barrier
        ? `Парковка «${pick(rand, city.streets).replace(/^(ул\.|пр\.|пл\.) /, '')}»`
        : '',
      address: address(),
      geometry_type: shape,
      geometry,
      lat: at.latitude,
      lon: at.longitude,
      spaces_total: total,
      spaces_free: Math.floor(rand() * (total + 1)),
      spaces_disabled: Math.min(total, disabled),
      // a few closed for works: the map marks them with daycode -2
      active: i % 53 !== 7,
    });
  }

  const objects: GeneratedCityData['objects'] = [];
  const kinds: [MapObjectKind, number][] = [
    ['parkomat', 38],
    ['terminal', 20],
    ['infotable', 28],
    ['sight', 7],
    ['museum', 3],
    ['church', 3],
    ['residentzone', 1],
  ];
  const counters: Record<string, number> = {};
  for (let i = 0; i < city.objects; i++) {
    const kind = weighted(rand, kinds);
    // meters stand by a parking; the rest wherever the generator puts them
    const near =
      kind === 'parkomat' || kind === 'terminal'
        ? parkings[Math.floor(rand() * parkings.length)]!
        : null;
    const at = near
      ? {
          latitude: round6(near.lat + (rand() - 0.5) * 0.0006),
          longitude: round6(near.lon + (rand() - 0.5) * 0.0008),
        }
      : place(rand, city);
    const n = (counters[kind] = (counters[kind] ?? 0) + 1);
    const name =
      kind === 'sight'
        ? pick(rand, city.sights)
        : kind === 'museum'
          ? pick(rand, city.museums)
          : kind === 'church'
            ? pick(rand, city.churches)
            : kind === 'parkomat'
              ? `Паркомат № ${n}`
              : kind === 'terminal'
                ? `Платёжный терминал № ${n}`
                : kind === 'infotable'
                  ? `Информационное табло № ${n}`
                  : `Резидентная зона № ${n}`;
    const residentZone = kind === 'residentzone';
    objects.push({
      code: `${kind}-${n}`,
      kind,
      name,
      address: address(),
      zone_code: near?.zone_code ?? (residentZone ? city.zones.find((z) => z.special)!.code : null),
      geometry_type: residentZone ? 'Polygon' : 'Point',
      geometry: residentZone ? polygon(rand, at, 0.004) : at,
      lat: at.latitude,
      lon: at.longitude,
    });
  }
  return { zones, parkings, objects };
}

/** Writes the production calendar and the demo map of every known city that has none yet. */
export async function seedCityData(database: Kysely<DB>): Promise<string[]> {
  const db = database.withTables<CityDataTables>() as Db;
  await db
    .insertInto('production_calendar')
    .values(
      Object.entries(RUSSIAN_CALENDAR).map(([year, y]) => ({
        year: Number(year),
        holidays: JSON.stringify(y.holidays),
        working_days: JSON.stringify(y.workingDays),
      })),
    )
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();

  const cities = await db.selectFrom('cities').select('code').execute();
  const seeded: string[] = [];
  for (const { code } of cities) {
    const data = generateCityData(code);
    if (!data) continue;
    const done = await db.transaction().execute(async (trx) => {
      // the city row lock makes two servers starting together seed a city once
      await sql`select 1 from cities where code = ${code} for update`.execute(trx);
      const existing = await trx
        .selectFrom('zones')
        .select('id')
        .where('city', '=', code)
        .limit(1)
        .executeTakeFirst();
      if (existing) return false;
      const zoneRows = await trx
        .insertInto('zones')
        .values(data.zones.map(({ prices: _prices, ...z }) => ({ ...z, city: code })))
        .returning(['id', 'code'])
        .execute();
      const zoneId = new Map(zoneRows.map((z) => [z.code, z.id]));
      await trx
        .insertInto('zone_prices')
        .values(
          data.zones.flatMap((z) =>
            z.prices.map((p) => ({
              ...p,
              zone_id: zoneId.get(z.code)!,
              day_kind: p.day_kind as 'weekday',
            })),
          ),
        )
        .execute();
      const parkings = data.parkings.map(({ zone_code, geometry, ...p }) => ({
        ...p,
        geometry,
        city: code,
        zone_id: zone_code ? (zoneId.get(zone_code) ?? null) : null,
      }));
      await sql`
        insert into parkings (city, code, zone_id, kind, category, name, address, geometry_type, geometry, lat, lon,
                              spaces_total, spaces_free, spaces_disabled, active)
        select city, code, zone_id, kind, category, name, address, geometry_type, geometry, lat, lon,
               spaces_total, spaces_free, spaces_disabled, active
        from jsonb_to_recordset(${JSON.stringify(parkings)}::jsonb) as x(
          city text, code text, zone_id bigint, kind text, category text, name text, address text, geometry_type text,
          geometry jsonb, lat double precision, lon double precision, spaces_total int, spaces_free int, spaces_disabled int, active boolean)
      `.execute(trx);
      const objects = data.objects.map(({ zone_code, ...o }) => ({
        ...o,
        city: code,
        zone_id: zone_code ? (zoneId.get(zone_code) ?? null) : null,
      }));
      await sql`
        insert into map_objects (city, code, kind, name, address, zone_id, geometry_type, geometry, lat, lon)
        select city, code, kind, name, address, zone_id, geometry_type, geometry, lat, lon
        from jsonb_to_recordset(${JSON.stringify(objects)}::jsonb) as x(
          city text, code text, kind text, name text, address text, zone_id bigint, geometry_type text, geometry jsonb,
          lat double precision, lon double precision)
      `.execute(trx);
      return true;
    });
    if (done) seeded.push(code);
  }
  return seeded;
}
