// Login sessions: a 256-bit random token given to the client once, stored only as its sha256.
// Idle expiry slides with use (last_seen_at written at most once a minute to spare the database);
// absolute expiry does not move. Expired -> TokenExpired; unknown, revoked, another city's or the
// wrong user type -> TokenNotFound.
import { AppError } from '../../http/envelope';
import { DAY, MINUTE, type Clock } from './clock';
import type { AccountsRepository } from './repository';
import { looksLikeToken, newToken, sha256 } from './secrets';
import type { UserType } from './tables';

export const SESSION_IDLE_MS = 30 * DAY;
export const SESSION_ABSOLUTE_MS = 90 * DAY;
export const SESSION_TOUCH_MS = MINUTE;

export interface AuthenticatedAccount {
  accountId: string;
  city: string;
  userType: UserType;
  sessionId: string;
}

export interface NewSession {
  token: string;
  sessionId: string;
}

export class SessionService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly clock: Clock,
  ) {}

  async create(input: {
    accountId: string;
    city: string;
    userType: UserType;
    clientIp: string | null;
  }): Promise<NewSession> {
    const token = newToken();
    const now = this.clock.now();
    const sessionId = await this.repo.createSession({
      ...input,
      tokenHash: sha256(token),
      now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    return { token, sessionId };
  }

  async authenticate(
    token: string | null,
    city: string | undefined,
    userType?: UserType,
  ): Promise<AuthenticatedAccount> {
    if (!token || !city || !looksLikeToken(token))
      throw new AppError('TokenNotFound', 401, 'Token not found');
    const session = await this.repo.findSession(sha256(token));
    if (
      !session ||
      session.revoked_at !== null ||
      session.city !== city ||
      (userType && session.user_type !== userType)
    ) {
      throw new AppError('TokenNotFound', 401, 'Token not found');
    }
    const now = this.clock.now();
    if (
      now >= session.expires_at ||
      now.getTime() - session.last_seen_at.getTime() >= SESSION_IDLE_MS
    ) {
      throw new AppError('TokenExpired', 401, 'Token expired');
    }
    if (now.getTime() - session.last_seen_at.getTime() >= SESSION_TOUCH_MS)
      await this.repo.touchSession(session.id, now);
    return {
      accountId: session.account_id,
      city: session.city,
      userType: session.user_type,
      sessionId: session.id,
    };
  }

  /** Logout: revokes the token if it is a live session of this city; true when one was revoked. */
  async revoke(token: string | null, city: string): Promise<boolean> {
    if (!token || !looksLikeToken(token)) return false;
    const session = await this.repo.findSession(sha256(token));
    if (!session || session.city !== city || session.revoked_at !== null) return false;
    await this.repo.revokeSession(session.id, this.clock.now());
    return true;
  }

  revokeAll(accountId: string, exceptSessionId?: string): Promise<void> {
    return this.repo.revokeAccountSessions(accountId, this.clock.now(), exceptSessionId);
  }
}
