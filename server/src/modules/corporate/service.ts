// The corporate area's rules (spec sections 4 and 5): a company manages its own drivers, vehicles
// and tracking devices. The shared domain decides plates, duplicates and name splits; this file
// applies them inside one locked transaction per change so concurrent requests cannot slip past.
import {
  DEFAULT_CORPORATE_COUNTRY,
  classifyCorporatePlate,
  kopecksToRoubles,
  normaliseCorporatePlate,
  normalisePhone,
  splitDriverName,
  validateCorporateVehicleUnique,
  validateDeviceFree,
  validateTrackerUnique,
} from '@parking/shared/domain';
import type {
  CorporateDevice,
  CorporateDriver,
  CorporateProfile,
  CorporateVehicle,
} from '@parking/shared/contracts';
import { AppError } from '../../http/envelope';
import { type CompanyRow, type CorporateRepository, uniqueViolation } from './repository';
import type { DeviceRow, DriverRow, VehicleRow } from './tables';
import { FleetView, fullName } from './view';

/** The spec's texts for the three corporate duplicates (section 8), by domain code. */
export const COOP_MESSAGES = {
  'coop.vehicleExists': 'This vehicle already exists',
  'coop.deviceTaken': 'This device is already taken',
  'coop.trackerExists': 'This tracking device already exists',
} as const;
type CoopCode = keyof typeof COOP_MESSAGES;

export const PLATE_MAX = 20;
const PLATE_CHARS = /^[\p{L}\d .\-/]+$/u;
const VIN = /^[A-Z0-9]{1,17}$/;
const IMEI = /^\d{5,20}$/;
const NAME_PART_MAX = 100;

/** A business conflict with one of the spec's messages. */
function conflict(code: CoopCode, field: string): AppError {
  return new AppError('ValidationError', 409, COOP_MESSAGES[code], { code, field });
}

function invalid(field: string, code: string, message?: string): AppError {
  return new AppError(
    code === 'RequiredField' ? 'RequiredField' : 'ValidationError',
    400,
    message ?? `${field}: ${code}`,
    { field, code },
  );
}

const notFound = (what: string) => new AppError('NotFound', 404, `${what} not found`);

/** Form values arrive as strings or not at all; blank counts as missing. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const given = (value: unknown): boolean => typeof value === 'string';
const squash = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

function readPlate(value: unknown, field: string): string {
  const plate = normaliseCorporatePlate(text(value));
  if (!plate) throw invalid(field, 'RequiredField');
  if (plate.length > PLATE_MAX || !PLATE_CHARS.test(plate)) throw invalid(field, 'InvalidFormat');
  return plate;
}

/** null when blank; VINs are kept uppercased, IMEIs as digits. */
function readVin(value: unknown, field: string): string | null {
  const vin = text(value).replace(/\s+/g, '').toUpperCase();
  if (!vin) return null;
  if (!VIN.test(vin)) throw invalid(field, 'InvalidFormat');
  return vin;
}

function readImei(value: unknown, field: string): string | null {
  const imei = text(value).replace(/[\s-]+/g, '');
  if (!imei) return null;
  if (!IMEI.test(imei)) throw invalid(field, 'InvalidFormat');
  return imei;
}

function readPhone(value: unknown, field: string): string {
  const raw = text(value);
  if (!raw) throw invalid(field, 'RequiredField');
  const phone = normalisePhone(raw);
  if (!/^\d{11}$/.test(phone)) throw invalid(field, 'phone.incorrectNumber');
  return phone;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

function readName(value: unknown, field: string) {
  // NUL cannot be stored in a text column: refused here rather than failing in the database.
  if (CONTROL_CHARS.test(text(value))) throw invalid(field, 'InvalidFormat');
  const name = splitDriverName(text(value));
  if (!name.lastName) throw invalid(field, 'RequiredField');
  if ([name.lastName, name.firstName, name.patronymic].some((part) => part.length > NAME_PART_MAX))
    throw invalid(field, 'InvalidFormat');
  return name;
}

/** What identifies a tracker for the "taken" rule: its IMEI, else its VIN. */
const deviceKey = (device: Pick<DeviceRow, 'imei' | 'vin'>): string =>
  device.imei ?? device.vin ?? '';

export interface DriverInput {
  driver?: unknown;
  car_number?: unknown;
  phone?: unknown;
  driver_n?: unknown;
  car_number_n?: unknown;
  phone_n?: unknown;
}

export interface DeviceSelector {
  grz?: unknown;
  vin?: unknown;
  imei?: unknown;
}

export interface VehicleInput {
  number?: unknown;
  VINNumber?: unknown;
  IMEI?: unknown;
}

export class CorporateService {
  constructor(private readonly repo: CorporateRepository) {}

  private async companyOf(accountId: string): Promise<CompanyRow> {
    const company = await this.repo.company(accountId);
    if (!company) throw new AppError('AccountNotFound', 404, 'Account not found');
    return company;
  }

  /** The inn in activate / deactivate bodies must be the caller's own company's. */
  private async checkInn(accountId: string, inn: unknown): Promise<CompanyRow> {
    const company = await this.companyOf(accountId);
    const value = text(inn);
    if (!value) throw invalid('inn', 'RequiredField');
    if (value !== company.inn)
      throw new AppError('ValidationError', 403, 'The inn is not the company of this token', {
        field: 'inn',
        code: 'coop.innMismatch',
      });
    return company;
  }

  private static async fleet(repo: CorporateRepository, accountId: string): Promise<FleetView> {
    const [vehicles, devices] = await Promise.all([
      repo.vehicles(accountId),
      repo.devices(accountId),
    ]);
    return new FleetView(vehicles, devices);
  }

  async profile(accountId: string): Promise<CorporateProfile> {
    const company = await this.companyOf(accountId);
    const [fleet, drivers, balance] = await Promise.all([
      CorporateService.fleet(this.repo, accountId),
      this.repo.drivers(accountId),
      this.repo.balance(accountId),
    ]);
    const roubles = kopecksToRoubles(balance);
    return {
      email: company.email,
      inn: company.inn,
      name: company.company_name,
      balance: roubles,
      remainingSum: roubles,
      ts: fleet.vehicles.map((v) => fleet.vehicle(v)),
      drivers: drivers.map((d) => fleet.driver(d)),
      devices: fleet.devices.map((d) => fleet.device(d)),
    };
  }

  // --- drivers ---

  /** The driver a call names: by phone, and the name (and car) must agree when they are sent. */
  private async findDriver(
    repo: CorporateRepository,
    accountId: string,
    input: { name?: unknown; phone?: unknown; car?: unknown },
    phoneField: string,
  ): Promise<DriverRow> {
    const driver = await repo.driverByPhone(accountId, readPhone(input.phone, phoneField));
    if (!driver) throw notFound('Driver');
    const name = text(input.name);
    if (name && squash(name) !== squash(fullName(driver))) throw notFound('Driver');
    const car = text(input.car);
    if (car) {
      const vehicle = driver.vehicle_id ? await repo.vehicle(accountId, driver.vehicle_id) : null;
      if (!vehicle || vehicle.plate !== normaliseCorporatePlate(car)) throw notFound('Driver');
    }
    return driver;
  }

  /** The company's vehicle of a plate (blank: none); a tracked vehicle drives for one driver only. */
  private async driverVehicle(
    repo: CorporateRepository,
    accountId: string,
    plate: unknown,
    field: string,
    driverId: string | null,
  ): Promise<VehicleRow | null> {
    if (!text(plate)) return null;
    const vehicle = await repo.vehicleByPlate(accountId, readPlate(plate, field));
    if (!vehicle)
      throw invalid(field, 'coop.vehicleNotFound', 'This vehicle is not in the company');
    const fleet = await CorporateService.fleet(repo, accountId);
    const device = fleet.devices.find((d) => d.vehicle_id === vehicle.id);
    if (device) {
      const drivers = await repo.drivers(accountId);
      const taken = drivers
        .filter((d) => d.id !== driverId && d.vehicle_id)
        .map((d) => fleet.devices.find((x) => x.vehicle_id === d.vehicle_id))
        .filter((d): d is DeviceRow => !!d)
        .map(deviceKey);
      if (validateDeviceFree(deviceKey(device), taken)) throw conflict('coop.deviceTaken', field);
    }
    return vehicle;
  }

  private async driverView(
    repo: CorporateRepository,
    accountId: string,
    id: string,
  ): Promise<CorporateDriver> {
    const fleet = await CorporateService.fleet(repo, accountId);
    const row = (await repo.drivers(accountId)).find((d) => d.id === id);
    if (!row) throw notFound('Driver');
    return fleet.driver(row);
  }

  /** The phone identifies a driver in the company: a second driver with it is DoublePhone. */
  private static phoneClash(error: unknown, field: string): never {
    if (uniqueViolation(error) === 'corporate_drivers_phone_uq')
      throw new AppError('DoublePhone', 409, 'A driver with this phone already exists', { field });
    throw error;
  }

  async addDriver(accountId: string, input: DriverInput): Promise<CorporateDriver> {
    const company = await this.companyOf(accountId);
    const name = readName(input.driver, 'driver');
    const phone = readPhone(input.phone, 'phone');
    return this.repo.transaction(accountId, async (repo) => {
      const vehicle = await this.driverVehicle(
        repo,
        accountId,
        input.car_number,
        'car_number',
        null,
      );
      if (await repo.driverByPhone(accountId, phone))
        throw new AppError('DoublePhone', 409, 'A driver with this phone already exists', {
          field: 'phone',
        });
      const row = await repo
        .insertDriver(accountId, company.city, { ...name, phone, vehicleId: vehicle?.id ?? null })
        .catch((e) => CorporateService.phoneClash(e, 'phone'));
      return this.driverView(repo, accountId, row.id);
    });
  }

  /** Old values name the driver; a new value left out keeps the old one, a blank car_number_n unassigns the car. */
  async editDriver(accountId: string, input: DriverInput): Promise<CorporateDriver> {
    await this.companyOf(accountId);
    const name = given(input.driver_n) ? readName(input.driver_n, 'driver_n') : undefined;
    const phone = given(input.phone_n) ? readPhone(input.phone_n, 'phone_n') : undefined;
    return this.repo.transaction(accountId, async (repo) => {
      const driver = await this.findDriver(
        repo,
        accountId,
        { name: input.driver, phone: input.phone, car: input.car_number },
        'phone',
      );
      let vehicleId: string | null | undefined;
      if (given(input.car_number_n))
        vehicleId =
          (await this.driverVehicle(repo, accountId, input.car_number_n, 'car_number_n', driver.id))
            ?.id ?? null;
      if (phone && phone !== driver.phone && (await repo.driverByPhone(accountId, phone))) {
        throw new AppError('DoublePhone', 409, 'A driver with this phone already exists', {
          field: 'phone_n',
        });
      }
      await repo
        .updateDriver(accountId, driver.id, { ...name, phone, vehicleId })
        .catch((e) => CorporateService.phoneClash(e, 'phone_n'));
      return this.driverView(repo, accountId, driver.id);
    });
  }

  async removeDriver(
    accountId: string,
    input: DriverInput,
  ): Promise<{ removed: true; id: string }> {
    await this.companyOf(accountId);
    return this.repo.transaction(accountId, async (repo) => {
      const driver = await this.findDriver(
        repo,
        accountId,
        { name: input.driver, phone: input.phone, car: input.car_number },
        'phone',
      );
      await repo.deleteDriver(accountId, driver.id);
      return { removed: true, id: driver.id };
    });
  }

  /** activate-driver / deactivate-driver {fio, phone_number, inn}. */
  async setDriverActive(
    accountId: string,
    input: { fio?: unknown; phone_number?: unknown; inn?: unknown },
    active: boolean,
  ): Promise<CorporateDriver> {
    await this.checkInn(accountId, input.inn);
    return this.repo.transaction(accountId, async (repo) => {
      const driver = await this.findDriver(
        repo,
        accountId,
        { name: input.fio, phone: input.phone_number },
        'phone_number',
      );
      await repo.updateDriver(accountId, driver.id, { active });
      return this.driverView(repo, accountId, driver.id);
    });
  }

  // --- vehicles and tracking devices ---

  /** activate-device / deactivate-device {grz, vin, imei, inn}: every identifier sent must match. */
  async setDeviceActive(
    accountId: string,
    input: DeviceSelector & { inn?: unknown },
    active: boolean,
  ): Promise<{ ts: CorporateVehicle | null; device: CorporateDevice | null }> {
    await this.checkInn(accountId, input.inn);
    const grz = text(input.grz) ? normaliseCorporatePlate(text(input.grz)) : null;
    const vin = readVin(input.vin, 'vin');
    const imei = readImei(input.imei, 'imei');
    if (!grz && !vin && !imei) throw invalid('grz', 'RequiredField');
    return this.repo.transaction(accountId, async (repo) => {
      const fleet = await CorporateService.fleet(repo, accountId);
      const plateOf = (vehicleId: string | null) =>
        fleet.vehicles.find((v) => v.id === vehicleId)?.plate ?? null;
      let device: DeviceRow | undefined;
      let vehicle: VehicleRow | undefined;
      if (vin || imei) {
        device = fleet.devices.find(
          (d) =>
            (!vin || d.vin === vin) &&
            (!imei || d.imei === imei) &&
            (!grz || plateOf(d.vehicle_id) === grz),
        );
        if (!device) throw notFound('Tracking device');
        vehicle = fleet.vehicles.find((v) => v.id === device!.vehicle_id);
      } else {
        vehicle = fleet.vehicles.find((v) => v.plate === grz);
        if (!vehicle) throw notFound('Vehicle');
        device = fleet.devices.find((d) => d.vehicle_id === vehicle!.id);
      }
      if (device) await repo.updateDevice(accountId, device.id, { active });
      if (vehicle) await repo.updateVehicle(accountId, vehicle.id, { active });
      const after = await CorporateService.fleet(repo, accountId);
      const v = vehicle ? after.vehicles.find((x) => x.id === vehicle!.id) : undefined;
      const d = device ? after.devices.find((x) => x.id === device!.id) : undefined;
      return { ts: v ? after.vehicle(v) : null, device: d ? after.device(d) : null };
    });
  }

  /** POST /api/profile/ts/1 {number, VINNumber, IMEI?}: a vehicle, and its tracker when a VIN or IMEI is sent. */
  async addVehicle(accountId: string, input: VehicleInput): Promise<CorporateVehicle> {
    const company = await this.companyOf(accountId);
    const plate = readPlate(input.number, 'number');
    const vin = readVin(input.VINNumber, 'VINNumber');
    const imei = readImei(input.IMEI, 'IMEI');
    return this.repo.transaction(accountId, async (repo) => {
      const fleet = await CorporateService.fleet(repo, accountId);
      if (
        validateCorporateVehicleUnique(
          plate,
          fleet.vehicles.map((v) => v.plate),
        )
      )
        throw conflict('coop.vehicleExists', 'number');
      if ((vin || imei) && validateTrackerUnique({ vin, imei }, fleet.devices))
        throw conflict('coop.trackerExists', vin ? 'VINNumber' : 'IMEI');
      const vehicle = await repo
        .insertVehicle({
          accountId,
          city: company.city,
          plate,
          format: classifyCorporatePlate(plate),
          country: DEFAULT_CORPORATE_COUNTRY,
        })
        .catch((e) => CorporateService.duplicate(e));
      if (vin || imei)
        await repo
          .insertDevice({ accountId, city: company.city, vin, imei, vehicleId: vehicle.id })
          .catch((e) => CorporateService.duplicate(e));
      return this.vehicleView(repo, accountId, vehicle.id);
    });
  }

  /**
   * PUT /api/profile/ts/{id} {number?, VINNumber?, IMEI?} (not in the spec's list; the edit the
   * lists need): a field left out keeps its value; blank VIN and IMEI remove the tracker; a tracker
   * already on another vehicle is 'This device is already taken'. A new tracker starts active.
   */
  async editVehicle(accountId: string, id: string, input: VehicleInput): Promise<CorporateVehicle> {
    const company = await this.companyOf(accountId);
    const plate = given(input.number) ? readPlate(input.number, 'number') : undefined;
    const vinIn = given(input.VINNumber) ? readVin(input.VINNumber, 'VINNumber') : undefined;
    const imeiIn = given(input.IMEI) ? readImei(input.IMEI, 'IMEI') : undefined;
    return this.repo.transaction(accountId, async (repo) => {
      const fleet = await CorporateService.fleet(repo, accountId);
      const vehicle = fleet.vehicles.find((v) => v.id === id);
      if (!vehicle) throw notFound('Vehicle');
      if (plate !== undefined) {
        const others = fleet.vehicles.filter((v) => v.id !== id).map((v) => v.plate);
        if (validateCorporateVehicleUnique(plate, others))
          throw conflict('coop.vehicleExists', 'number');
      }
      const current = fleet.devices.find((d) => d.vehicle_id === id);
      const vin = vinIn === undefined ? (current?.vin ?? null) : vinIn;
      const imei = imeiIn === undefined ? (current?.imei ?? null) : imeiIn;
      const others = fleet.devices.filter((d) => d.id !== current?.id);
      const mustBeFree = (value: string | null, key: 'imei' | 'vin', field: string) => {
        if (
          value &&
          validateDeviceFree(
            value,
            others.map((d) => d[key] ?? ''),
          )
        )
          throw conflict('coop.deviceTaken', field);
      };
      mustBeFree(imei, 'imei', 'IMEI');
      mustBeFree(vin, 'vin', 'VINNumber');

      if (plate !== undefined && plate !== vehicle.plate) {
        await repo
          .updateVehicle(accountId, id, { plate, format: classifyCorporatePlate(plate) })
          .catch((e) => CorporateService.duplicate(e));
      }
      if (vinIn !== undefined || imeiIn !== undefined) {
        if (!vin && !imei) {
          if (current) await repo.deleteDevice(accountId, current.id);
        } else if (current) {
          // Neither identifier kept: another tracker is mounted, and adding a device activates it.
          const replaced = !(imei && imei === current.imei) && !(vin && vin === current.vin);
          await repo
            .updateDevice(accountId, current.id, {
              vin,
              imei,
              ...(replaced ? { active: true } : {}),
            })
            .catch((e) => CorporateService.duplicate(e, 'coop.deviceTaken'));
          // The vehicle and its tracker are switched together (activate-device): keep them agreeing.
          if (replaced) await repo.updateVehicle(accountId, id, { active: true });
        } else {
          await repo
            .insertDevice({ accountId, city: company.city, vin, imei, vehicleId: id })
            .catch((e) => CorporateService.duplicate(e, 'coop.deviceTaken'));
          await repo.updateVehicle(accountId, id, { active: true });
        }
      }
      return this.vehicleView(repo, accountId, id);
    });
  }

  /** DELETE /api/profile/ts/{id}: the vehicle and its tracker; its drivers keep driving without a car. */
  async removeVehicle(accountId: string, id: string): Promise<{ removed: true; id: string }> {
    await this.companyOf(accountId);
    return this.repo.transaction(accountId, async (repo) => {
      if (!(await repo.deleteVehicle(accountId, id))) throw notFound('Vehicle');
      return { removed: true, id };
    });
  }

  private async vehicleView(
    repo: CorporateRepository,
    accountId: string,
    id: string,
  ): Promise<CorporateVehicle> {
    const fleet = await CorporateService.fleet(repo, accountId);
    const row = fleet.vehicles.find((v) => v.id === id);
    if (!row) throw notFound('Vehicle');
    return fleet.vehicle(row);
  }

  /** A unique index caught what the checks above would have (only a rule bug gets here). */
  private static duplicate(error: unknown, trackerCode: CoopCode = 'coop.trackerExists'): never {
    const index = uniqueViolation(error);
    if (index === 'corporate_vehicles_plate_uq') throw conflict('coop.vehicleExists', 'number');
    if (index?.startsWith('tracking_devices_')) throw conflict(trackerCode, 'VINNumber');
    throw error;
  }
}
