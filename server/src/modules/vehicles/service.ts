// Vehicle rules, the same ones the dialog applies (shared/domain/plate.ts and documents.ts):
// plate normalised (Latin -> Cyrillic, no spaces, upper case), at most 9 characters, a Russian
// template unless foreign; category agrees with the plate type; not twice on the account (number
// and region, region ignored for foreign); STS optional, its format, not on another vehicle of the
// account; not added, renumbered (from or to a parked plate) or deleted while it is parked.
// Exactly one main vehicle: every change runs in a transaction holding the account row lock.
import {
  DEFAULT_VEHICLE_CATEGORY,
  MOTO_PLATE_TYPES,
  detectPlateType,
  normalisePlate,
  normaliseSts,
  splitPlate,
  validateCategory,
  validatePlate,
  validatePlateNotOnAccount,
  validateVehicleSts,
  type PlateFormat,
  type PlateType,
  type VehicleCategory,
} from '@parking/shared/domain';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../http/envelope';
import { lockAccount, uniqueViolation } from '../profile/db-helpers';
import { assertUuid, notFound, ruleError } from '../profile/http';
import { isVehicleParked } from '../profile/parking-bridge';
import type { ProfileDB, VehicleRow } from '../profile/tables';
import { normaliseImei, normaliseVin, type VehicleInput } from './payload';
import { VehiclesRepository } from './repository';
import { vehicleView, type VehicleView } from './view';

export interface VehicleChangeResult {
  car: VehicleView;
  /** The account's vehicles after the change, main first. */
  ts: VehicleView[];
}

interface Plate {
  number: string;
  region: string | null;
  format: PlateFormat;
  type: PlateType | null;
  /** number + region, as the shared comparisons take it. */
  whole: string;
}

const wholePlate = (row: VehicleRow) => `${row.number}${row.region ?? ''}`;

/** The typed plate, with a separately given region appended unless the plate already has one. */
function typedPlate(input: VehicleInput): string | undefined {
  if (input.plate === undefined) return undefined;
  const plate = normalisePlate(input.plate);
  if (input.region && plate && !detectPlateType(plate))
    return `${plate}${input.region.replace(/\s+/g, '')}`;
  return plate;
}

function checkPlate(raw: string | undefined, format: PlateFormat): Plate {
  const code = validatePlate(raw, format);
  if (code) throw ruleError('grz', code);
  const whole = normalisePlate(raw);
  if (format === 'foreign') return { number: whole, region: null, format, type: null, whole };
  const { number, region } = splitPlate(whole, 'rus');
  return { number, region, format, type: detectPlateType(whole), whole };
}

/** What an absent category means: A for a moto plate, B otherwise. */
function defaultCategory(type: PlateType | null): VehicleCategory {
  return type && MOTO_PLATE_TYPES.includes(type) ? 'A' : DEFAULT_VEHICLE_CATEGORY;
}

function checkCategory(type: PlateType | null, category: string): VehicleCategory {
  const code = validateCategory(type, category);
  if (code) throw ruleError('category', code);
  return category as VehicleCategory;
}

function checkSts(value: string, others: readonly VehicleRow[]): string | null {
  const code = validateVehicleSts(
    value,
    others.map((v) => v.sts),
  );
  if (code) throw ruleError('sts', code, code === 'sts.occupied' ? 409 : 400);
  return normaliseSts(value) || null;
}

function checkNotOnAccount(
  plate: Plate,
  vehicles: readonly VehicleRow[],
  editingId?: string,
): void {
  const others = vehicles.map((v) => ({ id: v.id, numberTs: wholePlate(v), format: v.format }));
  if (validatePlateNotOnAccount(plate.whole, plate.format, others, editingId))
    throw ruleError('grz', 'plate.occupied', 409);
}

async function refuseParked(
  db: Transaction<ProfileDB>,
  accountId: string,
  plate: Plate,
): Promise<void> {
  if (await isVehicleParked(db, accountId, plate.number, plate.region))
    throw ruleError('grz', 'plate.alreadyParked', 409);
}

/** A unique index that caught what the checks above could not see (never expected under the lock). */
function translateConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'vehicles_account_sts_uq') throw ruleError('sts', 'sts.occupied', 409);
  if (constraint !== null) throw ruleError('grz', 'plate.occupied', 409);
  throw error;
}

export class VehiclesService {
  constructor(private readonly db: Kysely<ProfileDB>) {}

  async list(accountId: string): Promise<VehicleView[]> {
    return (await new VehiclesRepository(this.db).list(accountId)).map(vehicleView);
  }

  /** POST /api/profile/car. The first vehicle of the account becomes main whatever mainTs says. */
  async create(accountId: string, input: VehicleInput): Promise<VehicleChangeResult> {
    const format = input.format ?? 'rus';
    const plate = checkPlate(typedPlate(input), format);
    const category = checkCategory(plate.type, input.category ?? defaultCategory(plate.type));
    const vin = input.vin ? normaliseVin(input.vin) || null : null;
    const imei = input.imei ? normaliseImei(input.imei) || null : null;
    return this.inAccount(accountId, async (repo, vehicles, trx) => {
      checkNotOnAccount(plate, vehicles);
      // The dialog's rule: a number the account is parking right now (started with a typed plate) is refused.
      await refuseParked(trx, accountId, plate);
      const sts = checkSts(input.sts ?? '', vehicles);
      const main = vehicles.length === 0 || input.main === true;
      if (main) await repo.clearMain(accountId);
      const row = await repo
        .insert({
          account_id: accountId,
          number: plate.number,
          region: plate.region,
          format: plate.format,
          plate_type: plate.type,
          category,
          country: format === 'rus' ? 'rus' : 'other',
          sts,
          vin,
          imei,
          is_main: main,
        })
        .catch(translateConflict);
      return row.id;
    });
  }

  /**
   * PUT /api/profile/car and change-cars: the vehicle named by `id`, else by `oldPlate`, else by
   * the plate itself; absent fields keep their values. mainTs true makes it the main vehicle;
   * mainTs false on the main vehicle is ignored (there must be one: make another one main).
   */
  async update(accountId: string, input: VehicleInput): Promise<VehicleChangeResult> {
    const newPlate = typedPlate(input);
    const key = input.oldPlate ?? newPlate;
    if (!input.id && !key) throw ruleError('oldgrz', 'RequiredField');
    if (input.id) assertUuid(input.id, 'vehicle');
    if (input.sts !== undefined && input.sts !== '') {
      const code = validateVehicleSts(input.sts);
      if (code) throw ruleError('sts', code);
    }
    const vin = input.vin === undefined ? undefined : normaliseVin(input.vin) || null;
    const imei = input.imei === undefined ? undefined : normaliseImei(input.imei) || null;
    return this.inAccount(accountId, async (repo, vehicles, db) => {
      const target = input.id
        ? vehicles.find((v) => v.id === input.id)
        : vehicles.find((v) => wholePlate(v) === normalisePlate(key));
      if (!target) throw notFound('vehicle', input.id ? 'id' : 'oldgrz');
      const format = input.format ?? target.format;
      const plate = checkPlate(newPlate ?? wholePlate(target), format);
      const categoryText =
        input.category ??
        (validateCategory(plate.type, target.category) === null
          ? target.category
          : defaultCategory(plate.type));
      const category = checkCategory(plate.type, categoryText);
      const others = vehicles.filter((v) => v.id !== target.id);
      checkNotOnAccount(plate, vehicles, target.id);
      const sts = input.sts === undefined ? target.sts : checkSts(input.sts, others);
      const plateChanged =
        plate.number !== target.number ||
        plate.region !== target.region ||
        plate.format !== target.format;
      if (plateChanged) {
        // Neither the parked vehicle may be renumbered nor a vehicle renumbered into a parked plate.
        if (await isVehicleParked(db, accountId, target.number, target.region))
          throw ruleError('grz', 'plate.alreadyParked', 409);
        await refuseParked(db, accountId, plate);
      }
      const makeMain = input.main === true && !target.is_main;
      if (makeMain) await repo.clearMain(accountId);
      await repo
        .update(accountId, target.id, {
          number: plate.number,
          region: plate.region,
          format: plate.format,
          plate_type: plate.type,
          category,
          country: plate.format === 'rus' ? 'rus' : 'other',
          sts,
          ...(vin !== undefined ? { vin } : {}),
          ...(imei !== undefined ? { imei } : {}),
          ...(makeMain ? { is_main: true } : {}),
        })
        .catch(translateConflict);
      return target.id;
    });
  }

  /** DELETE /api/profile/car: by id or plate; refused while parked; the oldest other becomes main. */
  async remove(accountId: string, input: VehicleInput): Promise<{ ts: VehicleView[] }> {
    const key = input.oldPlate ?? typedPlate(input);
    if (!input.id && !key) throw ruleError('grz', 'RequiredField');
    if (input.id) assertUuid(input.id, 'vehicle');
    const ts = await this.db.transaction().execute(async (trx) => {
      const repo = await this.lockedRepo(trx, accountId);
      const vehicles = await repo.list(accountId);
      const target = input.id
        ? vehicles.find((v) => v.id === input.id)
        : vehicles.find((v) => wholePlate(v) === normalisePlate(key));
      if (!target) throw notFound('vehicle', input.id ? 'id' : 'grz');
      if (await isVehicleParked(trx, accountId, target.number, target.region))
        throw ruleError('grz', 'plate.alreadyParked', 409);
      await repo.delete(accountId, target.id);
      if (target.is_main) await repo.promoteOldest(accountId);
      return repo.list(accountId);
    });
    return { ts: ts.map(vehicleView) };
  }

  private async lockedRepo(
    trx: Transaction<ProfileDB>,
    accountId: string,
  ): Promise<VehiclesRepository> {
    if (!(await lockAccount(trx, accountId)))
      throw new AppError('TokenNotFound', 401, 'Token not found');
    return new VehiclesRepository(trx);
  }

  /** Runs a change under the account lock and answers the changed vehicle with the new list. */
  private async inAccount(
    accountId: string,
    change: (
      repo: VehiclesRepository,
      vehicles: VehicleRow[],
      trx: Transaction<ProfileDB>,
    ) => Promise<string>,
  ): Promise<VehicleChangeResult> {
    const rows = await this.db.transaction().execute(async (trx) => {
      const repo = await this.lockedRepo(trx, accountId);
      const id = await change(repo, await repo.list(accountId), trx);
      return { id, list: await repo.list(accountId) };
    });
    const ts = rows.list.map(vehicleView);
    return { car: ts.find((v) => v.id === rows.id)!, ts };
  }
}
