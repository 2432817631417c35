-- Profile (issue 4): a private account's vehicles, documents and notification settings.
-- Contract for other modules: vehicles(id) and (account_id, number, region) identify a vehicle
-- (parking sessions link to them). Phones live in account_phones (migration 0010).

CREATE TABLE vehicles (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Normalised (Cyrillic, no spaces, upper case) and without the region; a foreign plate whole.
  number      text NOT NULL CHECK (length(number) BETWEEN 1 AND 9),
  region      text CHECK (region IS NULL OR region ~ '^[0-9]{2,3}$'),
  format      text NOT NULL CHECK (format IN ('rus', 'foreign')),
  plate_type  text CHECK (plate_type IN ('standart', 'transit', 'taxi', 'moto', 'mvdStandart', 'mvdTrailer', 'mvdMoto')),
  category    text NOT NULL DEFAULT 'B' CHECK (category IN ('A', 'B', 'C', 'D', 'M')),
  country     text NOT NULL DEFAULT 'rus' CHECK (country IN ('rus', 'other')),
  sts         text CHECK (sts IS NULL OR sts ~ '^[0-9]{2}[A-ZА-ЯЁ0-9]{2}[0-9]{6}$'),
  vin         text CHECK (vin IS NULL OR length(vin) <= 17),
  imei        text CHECK (imei IS NULL OR length(imei) <= 20),
  is_main     boolean NOT NULL DEFAULT false,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- A Russian plate always matched a template (so it has a type and a region); a foreign one has neither.
  CHECK ((format = 'rus' AND region IS NOT NULL AND plate_type IS NOT NULL)
      OR (format = 'foreign' AND region IS NULL AND plate_type IS NULL)),
  -- Moto plates only with category A, every other type never with A (foreign: any category).
  CHECK (plate_type IS NULL OR (plate_type IN ('moto', 'mvdMoto')) = (category = 'A'))
);
-- At most one main vehicle per account (the service keeps it exactly one while any exist).
CREATE UNIQUE INDEX vehicles_one_main_uq ON vehicles (account_id) WHERE is_main;
-- The same plate once per account; a foreign plate has no region, so it is unique by number.
CREATE UNIQUE INDEX vehicles_account_plate_uq ON vehicles (account_id, number, coalesce(region, ''));
-- A registration certificate belongs to one vehicle of the account. Per account, not global: the
-- same car may be on two family members' accounts, and a global check would reveal other accounts.
CREATE UNIQUE INDEX vehicles_account_sts_uq ON vehicles (account_id, sts) WHERE sts IS NOT NULL;
CREATE INDEX vehicles_number_idx ON vehicles (number, region);

CREATE TABLE documents (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type        text NOT NULL CHECK (type IN ('STS', 'VU')),
  -- Spaces removed, upper case: '12АБ345678'.
  number      text NOT NULL CHECK (number ~ '^[0-9]{2}[A-ZА-ЯЁ0-9]{2}[0-9]{6}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, type, number)
);
CREATE INDEX documents_account_idx ON documents (account_id);

-- Absent row = the defaults below; written on the first change.
CREATE TABLE account_settings (
  account_id                    uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  report_history_operation      boolean NOT NULL DEFAULT false,
  push_off                      boolean NOT NULL DEFAULT false,
  check_parking_session_before  boolean NOT NULL DEFAULT true,
  check_parking_session         boolean NOT NULL DEFAULT true,
  updated_at                    timestamptz NOT NULL DEFAULT now()
);
