-- Foundation: the cities the portal serves. Per-city feature flags (CitySettings) and site options
-- (SiteOptions) are jsonb because the front end reads them whole and they change with the product.
CREATE TABLE cities (
  code              text PRIMARY KEY CHECK (code ~ '^[a-z][a-z0-9-]*$'),
  name_ru           text NOT NULL,
  name_en           text NOT NULL,
  time_zone         text NOT NULL,
  bounds_west       double precision NOT NULL,
  bounds_south      double precision NOT NULL,
  bounds_east       double precision NOT NULL,
  bounds_north      double precision NOT NULL,
  map_source        text NOT NULL DEFAULT 'self-hosted',
  parking_period    integer NOT NULL DEFAULT 15 CHECK (parking_period > 0),
  planar_available  boolean NOT NULL DEFAULT false,
  profile_kind      text NOT NULL DEFAULT 'private' CHECK (profile_kind IN ('private', 'private-and-corporate')),
  settings          jsonb NOT NULL,
  options           jsonb NOT NULL,
  sort_order        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (bounds_west < bounds_east AND bounds_south < bounds_north)
);

CREATE INDEX cities_sort_order_idx ON cities (sort_order, code);
