-- Corporate area (issue 9): a company's vehicles, the tracking devices on them and its drivers.
-- Every row belongs to one corporate account; (account_id, city) is checked against accounts so a
-- row can never move to another city. Plates, VINs and IMEIs are unique per company
-- (case-insensitively): a check across companies would reveal other companies' fleets.

CREATE TABLE corporate_vehicles (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL,
  city        text NOT NULL,
  -- Stored uppercased (normaliseCorporatePlate); spaces kept as typed.
  plate       text NOT NULL CHECK (length(plate) BETWEEN 1 AND 20 AND plate = upper(plate)),
  format      text NOT NULL CHECK (format IN ('rus', 'foreign')),
  country     text NOT NULL DEFAULT 'RUS' CHECK (country ~ '^[A-Z]{3}$'),
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, city) REFERENCES accounts (id, city) ON DELETE CASCADE
);
CREATE UNIQUE INDEX corporate_vehicles_plate_uq ON corporate_vehicles (account_id, upper(plate));

CREATE TABLE tracking_devices (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL,
  city        text NOT NULL,
  vin         text CHECK (vin IS NULL OR length(vin) BETWEEN 1 AND 17),
  imei        text CHECK (imei IS NULL OR imei ~ '^[0-9]{1,20}$'),
  -- The vehicle the tracker is mounted on; a vehicle carries at most one.
  vehicle_id  uuid REFERENCES corporate_vehicles (id) ON DELETE CASCADE,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (vin IS NOT NULL OR imei IS NOT NULL),
  FOREIGN KEY (account_id, city) REFERENCES accounts (id, city) ON DELETE CASCADE
);
CREATE UNIQUE INDEX tracking_devices_vin_uq ON tracking_devices (account_id, upper(vin)) WHERE vin IS NOT NULL;
CREATE UNIQUE INDEX tracking_devices_imei_uq ON tracking_devices (account_id, imei) WHERE imei IS NOT NULL;
CREATE UNIQUE INDEX tracking_devices_vehicle_uq ON tracking_devices (vehicle_id) WHERE vehicle_id IS NOT NULL;

CREATE TABLE corporate_drivers (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL,
  city        text NOT NULL,
  -- splitDriverName: two words are last and first name, a third (and more) the patronymic.
  last_name   text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  first_name  text NOT NULL DEFAULT '' CHECK (length(first_name) <= 100),
  patronymic  text NOT NULL DEFAULT '' CHECK (length(patronymic) <= 100),
  phone       text NOT NULL CHECK (phone ~ '^[0-9]{11}$'),
  vehicle_id  uuid REFERENCES corporate_vehicles (id) ON DELETE SET NULL,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, city) REFERENCES accounts (id, city) ON DELETE CASCADE
);
-- The phone identifies a driver inside the company (the calls address drivers by it).
CREATE UNIQUE INDEX corporate_drivers_phone_uq ON corporate_drivers (account_id, phone);
CREATE INDEX corporate_drivers_account_idx ON corporate_drivers (account_id);
