-- Parking and money (issue 5), part 1: city data. Zones with tariffs per day kind, parkings
-- (roadside and barrier), other map objects, and the production calendar the tariffs depend on.
-- Prices are whole kopecks per hour; times of day are 'HH:MM:SS' text ('24:00:00' ends a day).

CREATE TABLE zones (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city        text NOT NULL REFERENCES cities (code),
  code        text NOT NULL CHECK (length(code) BETWEEN 1 AND 32),
  name        text NOT NULL,
  -- special zones (resident, event) carry an icon in the constructor
  special     boolean NOT NULL DEFAULT false,
  color       text,
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (city, code)
);

CREATE TABLE zone_prices (
  zone_id        bigint NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
  day_kind       text NOT NULL CHECK (day_kind IN ('weekday', 'saturday', 'sunday', 'holiday')),
  time_start     text NOT NULL CHECK (time_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'),
  time_end       text NOT NULL CHECK (time_end ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|24:00:00)$'),
  price_kopecks  integer NOT NULL CHECK (price_kopecks >= 0),
  PRIMARY KEY (zone_id, day_kind, time_start),
  CHECK (time_end > time_start)
);

-- Geometry is kept as the API serves it: a JSON position {latitude, longitude} (Point), a list of
-- positions (LineString) or a list of rings (Polygon); lat/lon columns hold a representative point.
CREATE TABLE parkings (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city             text NOT NULL REFERENCES cities (code),
  code             text NOT NULL CHECK (length(code) BETWEEN 1 AND 32),
  zone_id          bigint REFERENCES zones (id),
  kind             text NOT NULL CHECK (kind IN ('road', 'barrier')),
  category         text NOT NULL CHECK (category IN ('roadside', 'multilevel', 'planar', 'commerce', 'free', 'disabled',
                                                     'pocket', 'resident', 'taxi', 'bus', 'municipal', 'parkomat')),
  name             text NOT NULL DEFAULT '',
  address          text NOT NULL DEFAULT '',
  geometry_type    text NOT NULL CHECK (geometry_type IN ('Point', 'LineString', 'Polygon')),
  geometry         jsonb NOT NULL,
  lat              double precision NOT NULL,
  lon              double precision NOT NULL,
  spaces_total     integer NOT NULL DEFAULT 0 CHECK (spaces_total >= 0),
  spaces_free      integer NOT NULL DEFAULT 0 CHECK (spaces_free >= 0),
  spaces_disabled  integer NOT NULL DEFAULT 0 CHECK (spaces_disabled >= 0),
  active           boolean NOT NULL DEFAULT true,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (city, code)
);
CREATE INDEX parkings_zone_idx ON parkings (zone_id);

-- Everything else on the map: meters, terminals, information tables, points of interest, resident zones.
CREATE TABLE map_objects (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city           text NOT NULL REFERENCES cities (code),
  code           text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('parkomat', 'terminal', 'infotable', 'museum', 'sight', 'church', 'residentzone')),
  name           text NOT NULL DEFAULT '',
  address        text NOT NULL DEFAULT '',
  zone_id        bigint REFERENCES zones (id),
  geometry_type  text NOT NULL CHECK (geometry_type IN ('Point', 'LineString', 'Polygon')),
  geometry       jsonb NOT NULL,
  lat            double precision NOT NULL,
  lon            double precision NOT NULL,
  UNIQUE (city, code)
);

-- The production calendar is national: one row per year. A missing year is 'CalendarIsEmpty',
-- distinct from a year without holidays; dates are 'YYYY-MM-DD'.
CREATE TABLE production_calendar (
  year          integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 2100),
  holidays      jsonb NOT NULL DEFAULT '[]',
  working_days  jsonb NOT NULL DEFAULT '[]'
);
