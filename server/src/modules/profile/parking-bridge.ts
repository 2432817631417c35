// What the profile reads from the parking-and-money modules (migrations 0031 wallet, 0032
// parking_sessions): the only file of the profile that knows their tables. Sessions are shaped by
// their toView, so the profile's `sessions` match GET /api/payment/sessions.
import { kopecksToRoubles } from '@parking/shared/domain';
import { sql } from 'kysely';
import type { ProfileDb } from './db-helpers';
import { toView, type SessionView } from '../parking-sessions/service';
import type { ParkingSessionsTable } from '../parking-sessions/tables';

/** A running session: status 'active' and an end in the future (or open-ended, no-balance flow). */
const ACTIVE = sql`status = 'active' AND (end_at IS NULL OR end_at > now())`;

/**
 * Whether the account has a running parking session for this vehicle. The plate of a session is
 * the normalised number with its region (what the vehicles table splits in two).
 */
export async function isVehicleParked(
  db: ProfileDb,
  accountId: string,
  number: string,
  region: string | null,
): Promise<boolean> {
  const plate = `${number}${region ?? ''}`;
  const { rows } = await sql<{ found: number }>`
    SELECT 1 AS found FROM parking_sessions
    WHERE account_id = ${accountId} AND plate = ${plate} AND ${ACTIVE}
    LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** Balance in roubles (the wallet keeps kopecks); 0 before the first top-up. */
export async function accountBalance(db: ProfileDb, accountId: string): Promise<number> {
  const { rows } = await sql<{ balance_kopecks: number | string }>`
    SELECT balance_kopecks FROM accounts_balance WHERE account_id = ${accountId}`.execute(db);
  return rows[0] ? kopecksToRoubles(Number(rows[0].balance_kopecks)) : 0;
}

/**
 * The account's sessions as the parking module lists them (GET /api/payment/sessions): running
 * ones and stopped ones still to be paid, newest first, in its SessionView shape.
 */
export async function activeSessions(db: ProfileDb, accountId: string): Promise<SessionView[]> {
  const rows = await db
    .withTables<{ parking_sessions: ParkingSessionsTable }>()
    .selectFrom('parking_sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'waiting'),
        eb.and([
          eb('status', '=', 'active'),
          eb.or([eb('end_at', 'is', null), eb('end_at', '>', sql<Date>`now()`)]),
        ]),
      ]),
    )
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toView);
}
