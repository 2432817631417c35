// The one thing pricing needs from sessions: the caller's own session of a renewal.
import type { Kysely, Selectable } from 'kysely';
import { ownSession, type Caller } from '../parking-sessions/caller';
import type { MoneyDB, ParkingSessionsTable } from '../parking-sessions/tables';

export interface SessionsRepositoryLike {
  findOwn(
    caller: Caller,
    reservationId: string,
  ): Promise<Selectable<ParkingSessionsTable> | undefined>;
}

export class SessionLookup implements SessionsRepositoryLike {
  constructor(private readonly db: Kysely<MoneyDB>) {}

  findOwn(caller: Caller, reservationId: string) {
    return ownSession(this.db, caller, reservationId).executeTakeFirst();
  }
}
