// HTTP of the corporate area (spec section 7, Corporate). Handlers only read the request and shape
// the answer; the rules are in service.ts. Every call needs a corporate token of the request's
// city: a private token is TokenNotFound (401), as a corporate one is on the private calls.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import type { CorporateService } from './service';

const str = (maxLength: number) => ({ type: 'string', maxLength });
const TOKEN = str(256);
/** The same fields may come in the body (form or JSON) or, for DELETE, in the query. */
const fieldsSchema = (properties: Record<string, unknown>) => {
  const properties_ = { token: TOKEN, Token: TOKEN, ...properties };
  // A DELETE may come without a body: null then, not an error.
  return {
    body: { type: ['object', 'null'], properties: properties_ },
    querystring: { type: 'object', properties: properties_ },
  };
};
const ID = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' } },
};

const DRIVER = { driver: str(300), car_number: str(40), phone: str(32) };
const DRIVER_NEW = { ...DRIVER, driver_n: str(300), car_number_n: str(40), phone_n: str(32) };
const DRIVER_TOGGLE = { fio: str(300), phone_number: str(32), inn: str(12) };
const DEVICE_TOGGLE = { grz: str(40), vin: str(40), imei: str(40), inn: str(12) };
const VEHICLE = { number: str(40), VINNumber: str(40), IMEI: str(40) };

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Query and body together; the body wins. `token` is the plugin's business, not the service's. */
function fieldsOf(request: FastifyRequest): Fields {
  const {
    token: _t,
    Token: _T,
    ...fields
  } = {
    ...(isRecord(request.query) ? request.query : {}),
    ...(isRecord(request.body) ? request.body : {}),
  };
  return fields;
}

const company = async (request: FastifyRequest) =>
  (await requireAccount(request, { userType: 'corporate' })).accountId;

export async function corporateRoutes(
  app: FastifyInstance,
  { corporate }: { corporate: CorporateService },
): Promise<void> {
  /** GET ?token -> {email, inn, name, balance, remainingSum, ts, drivers, devices}. */
  app.get(
    '/api/corp-profile/get-profile',
    { schema: { querystring: fieldsSchema({}).querystring } },
    async (request) => ok(await corporate.profile(await company(request))),
  );

  /** PUT {fio, phone_number, inn} -> {driver} with active true / false. */
  for (const [path, active] of [
    ['activate-driver', true],
    ['deactivate-driver', false],
  ] as const) {
    app.put(
      `/api/corp-profile/${path}`,
      { schema: fieldsSchema(DRIVER_TOGGLE) },
      async (request) => {
        const accountId = await company(request);
        return ok({
          driver: await corporate.setDriverActive(accountId, fieldsOf(request), active),
        });
      },
    );
  }

  /** PUT {grz, vin, imei, inn} -> {ts, device} with active true / false (vehicle and its tracker). */
  for (const [path, active] of [
    ['activate-device', true],
    ['deactivate-device', false],
  ] as const) {
    app.put(
      `/api/corp-profile/${path}`,
      { schema: fieldsSchema(DEVICE_TOGGLE) },
      async (request) => {
        const accountId = await company(request);
        return ok(await corporate.setDeviceActive(accountId, fieldsOf(request), active));
      },
    );
  }

  /** PUT {driver (full name), car_number (a company plate, optional), phone} -> {driver}. */
  app.put('/api/corp-profile/add-driver', { schema: fieldsSchema(DRIVER) }, async (request) => {
    const accountId = await company(request);
    return ok({ driver: await corporate.addDriver(accountId, fieldsOf(request)) });
  });

  /** POST {driver, car_number, phone (old values), driver_n, car_number_n, phone_n (new)} -> {driver}. */
  app.post(
    '/api/corp-profile/edit-driver',
    { schema: fieldsSchema(DRIVER_NEW) },
    async (request) => {
      const accountId = await company(request);
      return ok({ driver: await corporate.editDriver(accountId, fieldsOf(request)) });
    },
  );

  /** DELETE {driver, car_number, phone} (body or query) -> {removed, id}. */
  app.delete(
    '/api/corp-profile/remove-driver',
    { schema: fieldsSchema(DRIVER) },
    async (request) => {
      const accountId = await company(request);
      return ok(await corporate.removeDriver(accountId, fieldsOf(request)));
    },
  );

  /** POST ?token {number, VINNumber, IMEI?} -> {ts}: a company vehicle, with its (active) tracker. */
  app.post('/api/profile/ts/1', { schema: fieldsSchema(VEHICLE) }, async (request) => {
    const accountId = await company(request);
    return ok({ ts: await corporate.addVehicle(accountId, fieldsOf(request)) });
  });

  /** PUT /api/profile/ts/{id} {number?, VINNumber?, IMEI?} -> {ts}: edit (an addition to the spec's list). */
  app.put(
    '/api/profile/ts/:id',
    { schema: { ...fieldsSchema(VEHICLE), params: ID } },
    async (request) => {
      const accountId = await company(request);
      return ok({
        ts: await corporate.editVehicle(
          accountId,
          (request.params as { id: string }).id,
          fieldsOf(request),
        ),
      });
    },
  );

  /** DELETE /api/profile/ts/{id} -> {removed, id}: the vehicle and its tracker. */
  app.delete(
    '/api/profile/ts/:id',
    { schema: { querystring: fieldsSchema({}).querystring, params: ID } },
    async (request) => {
      const accountId = await company(request);
      return ok(await corporate.removeVehicle(accountId, (request.params as { id: string }).id));
    },
  );
}
