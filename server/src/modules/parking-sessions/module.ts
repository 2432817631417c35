// The parking-and-money modules as one plugin: city data, cost, wallet, sessions, card provider,
// planar. Builds the services over the app's database and exposes them as `app.parkingModule`
// (tests set its clock; the seed and other modules may read its services).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { CardProvider, SandboxProvider } from '../card-provider/provider';
import { OrdersService } from '../card-provider/orders';
import { cardProviderRoutes } from '../card-provider/routes';
import { CitiesRepository } from '../cities/repository';
import { CitiesService } from '../cities/service';
import { CityDataRepository } from '../city-data/repository';
import { cityDataRoutes } from '../city-data/routes';
import { CityDataService } from '../city-data/service';
import { costRoutes } from '../cost/routes';
import { CostService } from '../cost/service';
import { SessionLookup } from '../cost/session-lookup';
import { planarRoutes } from '../planar/routes';
import { SlidingWindowLimiter } from '../rate-limit/limiter';
import { PlanarService } from '../planar/service';
import { Ledger } from '../wallet/ledger';
import { walletRoutes } from '../wallet/routes';
import { Callers, MoneyClock } from './caller';
import { sessionRoutes } from './routes';
import { SessionsService } from './service';
import { withMoneyTables } from './tables';

export interface ParkingModule {
  clock: MoneyClock;
  cityData: CityDataService;
  cost: CostService;
  ledger: Ledger;
  orders: OrdersService;
  sessions: SessionsService;
  planar: PlanarService;
  callers: Callers;
  /** Per-address limits of the unauthenticated calls that create rows. */
  limits: GuestLimits;
}

export interface GuestLimits {
  /** POST /api/payment/guest-token. */
  guestTokens: SlidingWindowLimiter;
  /** Guest-token starts, renewals and no-balance payments (each writes a session or an order). */
  guestPayments: SlidingWindowLimiter;
}

/** Calls per minute per client address; generous: tests and e2e call from one address. */
export interface RateLimitOptions {
  guestTokensPerMinute?: number;
  guestPaymentsPerMinute?: number;
}
export const DEFAULT_RATE_LIMITS = {
  guestTokensPerMinute: 30,
  guestPaymentsPerMinute: 60,
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    parkingModule: ParkingModule;
  }
}

export function createParkingModule(
  config: AppConfig,
  database: Database,
  rateLimits: RateLimitOptions = {},
): ParkingModule {
  const db = withMoneyTables(database.db);
  const clock = new MoneyClock();
  const now = () => clock.now();
  const cities = new CitiesService(new CitiesRepository(database.db));
  const cityData = new CityDataService(new CityDataRepository(database.db));
  const ledger = new Ledger(db);
  const cost = new CostService(cityData, db);
  const provider: CardProvider | null = config.providerSecret
    ? new SandboxProvider(config.providerSecret)
    : null;
  const orders = new OrdersService(db, ledger, provider, (code) => cities.resolve(code), now);
  const sessions = new SessionsService(db, ledger, cost, orders, clock);
  const planar = new PlanarService(db, ledger, cost, cityData, orders, clock);
  const perMinute = (limit: number) =>
    new SlidingWindowLimiter({ limit, windowMs: 60_000, now: () => clock.now().getTime() });
  const limits: GuestLimits = {
    guestTokens: perMinute(
      rateLimits.guestTokensPerMinute ?? DEFAULT_RATE_LIMITS.guestTokensPerMinute,
    ),
    guestPayments: perMinute(
      rateLimits.guestPaymentsPerMinute ?? DEFAULT_RATE_LIMITS.guestPaymentsPerMinute,
    ),
  };
  return {
    clock,
    cityData,
    cost,
    ledger,
    orders,
    sessions,
    planar,
    callers: new Callers(db, clock),
    limits,
  };
}

async function parkingModulePlugin(
  app: FastifyInstance,
  { config, db, rateLimits }: { config: AppConfig; db: Database; rateLimits?: RateLimitOptions },
): Promise<void> {
  const module = createParkingModule(config, db, rateLimits);
  app.decorate('parkingModule', module);
  const cities = new CitiesService(new CitiesRepository(db.db));
  const { callers, ledger, clock } = module;
  await app.register(cityDataRoutes, { cityData: module.cityData, cities });
  await app.register(costRoutes, {
    cost: module.cost,
    callers,
    ledger,
    clock,
    sessions: new SessionLookup(withMoneyTables(db.db)),
  });
  await app.register(walletRoutes, { ledger, callers });
  await app.register(sessionRoutes, { sessions: module.sessions, callers, limits: module.limits });
  await app.register(cardProviderRoutes, {
    orders: module.orders,
    callers,
    ledger,
    now: () => clock.now(),
  });
  await app.register(planarRoutes, { planar: module.planar, callers, cities });
}

export default fp(parkingModulePlugin, {
  name: 'parking-money',
  fastify: '5.x',
  dependencies: ['error-envelope', 'city', 'token', 'auth'],
});
