// HTTP of the vehicle calls (spec section 7, Profile). Handlers read the request and shape the
// answer; the rules are in service.ts, the two payload shapes in payload.ts.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import { fieldsOf } from '../profile/http';
import { readVehicleInput } from './payload';
import type { VehiclesService } from './service';

export async function vehiclesRoutes(
  app: FastifyInstance,
  { vehicles }: { vehicles: VehiclesService },
): Promise<void> {
  /** GET -> {ts: Vehicle[]} (main first). */
  app.get('/api/profile/car', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok({ ts: await vehicles.list(accountId) });
  });

  /** POST {grz, format, category, mainTs, sts, VIN, IMEI} or Russian keys, top level or in `car` -> {car, ts}. */
  app.post('/api/profile/car', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(await vehicles.create(accountId, readVehicleInput(fieldsOf(request))));
  });

  /** PUT {car: {oldgrz | id, newgrz?, ...fields to change}} -> {car, ts}. */
  app.put('/api/profile/car', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(await vehicles.update(accountId, readVehicleInput(fieldsOf(request))));
  });

  /** DELETE {id} or {grz} (or {car: {...}}) -> {ts}. */
  app.delete('/api/profile/car', async (request) => {
    const { accountId } = await requireAccount(request, { userType: 'private' });
    return ok(await vehicles.remove(accountId, readVehicleInput(fieldsOf(request))));
  });

  /** PUT {car}: the same edit as PUT /car (v1 usually Russian keys, v2 the v2 keys; both read either). */
  for (const path of ['/api/profile/change-cars', '/api/profile/change-cars-v2']) {
    app.put(path, async (request) => {
      const { accountId } = await requireAccount(request, { userType: 'private' });
      return ok(await vehicles.update(accountId, readVehicleInput(fieldsOf(request))));
    });
  }
}
