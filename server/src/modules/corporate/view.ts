// Builds what the corporate calls answer (spec section 3, Corporate profile) from the table rows;
// the answer's types are the shared contract, which mf-coop reads too.
import type { CorporateDevice, CorporateDriver, CorporateVehicle } from '@parking/shared/contracts';
import type { DeviceRow, DriverRow, VehicleRow } from './tables';

export function fullName(row: Pick<DriverRow, 'last_name' | 'first_name' | 'patronymic'>): string {
  return [row.last_name, row.first_name, row.patronymic].filter(Boolean).join(' ');
}

export class FleetView {
  private readonly vehiclesById: Map<string, VehicleRow>;
  private readonly deviceByVehicle: Map<string, DeviceRow>;

  constructor(
    readonly vehicles: VehicleRow[],
    readonly devices: DeviceRow[],
  ) {
    this.vehiclesById = new Map(vehicles.map((v) => [v.id, v]));
    this.deviceByVehicle = new Map(
      devices.filter((d) => d.vehicle_id).map((d) => [d.vehicle_id!, d]),
    );
  }

  device(row: DeviceRow): CorporateDevice {
    const vehicle = row.vehicle_id ? this.vehiclesById.get(row.vehicle_id) : undefined;
    return {
      id: row.id,
      imei: row.imei,
      vin: row.vin,
      active: row.active,
      tsId: vehicle?.id ?? null,
      grz: vehicle?.plate ?? null,
    };
  }

  deviceOf(vehicleId: string | null): CorporateDevice | null {
    const device = vehicleId ? this.deviceByVehicle.get(vehicleId) : undefined;
    return device ? this.device(device) : null;
  }

  vehicle(row: VehicleRow): CorporateVehicle {
    const device = this.deviceOf(row.id);
    return {
      id: row.id,
      numberTs: row.plate,
      grz: row.plate,
      formatGrz: row.format,
      country: row.country,
      active: row.active,
      vin: device?.vin ?? null,
      imei: device?.imei ?? null,
      device,
    };
  }

  driver(row: DriverRow): CorporateDriver {
    const vehicle = row.vehicle_id ? this.vehiclesById.get(row.vehicle_id) : undefined;
    return {
      id: row.id,
      name: fullName(row),
      lastName: row.last_name,
      firstName: row.first_name,
      patronymic: row.patronymic,
      phone: row.phone,
      ts: vehicle?.plate ?? null,
      tsId: vehicle?.id ?? null,
      device: this.deviceOf(row.vehicle_id),
      active: row.active,
    };
  }
}
