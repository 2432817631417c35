// The accounts module as one plugin: builds the services over the app's database, exposes them as
// `app.authModule` (requireAccount and other modules use it; tests move its clock and swap its
// gateway) and registers the routes. GET /api/dev/outbox only in demo mode.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { captchaRoutes, devCaptchaRoutes } from '../captcha/routes';
import { CaptchaService } from '../captcha/service';
import { SwitchableGateway, type MessagingGateway } from '../messaging/gateway';
import { OutboxGateway, OutboxRepository } from '../messaging/outbox';
import { devOutboxRoutes } from '../messaging/routes';
import { DEFAULT_MAIL_FROM, SmtpEmailGateway } from '../messaging/smtp';
import { AppClock } from './clock';
import { CodeService } from './codes';
import { ContactCodesService } from './contact-codes';
import { AuthHousekeeping } from './housekeeping';
import { YANDEX_USERINFO_URL, YandexIdentityProvider, type IdentityProvider } from './identity';
import { RegistrationService } from './registration';
import { AccountsRepository } from './repository';
import { RestoreService } from './restore';
import { authRoutes } from './routes';
import { AuthService } from './service';
import { SessionService } from './sessions';
import { withAccountTables } from './tables';

export interface AuthModule {
  clock: AppClock;
  gateway: SwitchableGateway;
  repo: AccountsRepository;
  outbox: OutboxRepository;
  sessions: SessionService;
  /** issueCode / verifyCode for other modules' confirm steps. */
  codes: CodeService;
  captcha: CaptchaService;
  auth: AuthService;
  registration: RegistrationService;
  restore: RestoreService;
  contacts: ContactCodesService;
  /** Deletes expired captchas, old login attempts and expired pending passwords on a timer. */
  housekeeping: AuthHousekeeping;
}

declare module 'fastify' {
  interface FastifyInstance {
    authModule: AuthModule;
  }
}

export function createAuthModule(
  config: AppConfig,
  database: Database,
): AuthModule & { close(): Promise<void> } {
  const db = withAccountTables(database.db);
  const clock = new AppClock();
  const repo = new AccountsRepository(db);
  const outbox = new OutboxRepository(db, () => clock.now());
  const outboxGateway = new OutboxGateway(outbox);
  const smtp = config.smtpUrl
    ? new SmtpEmailGateway(config.smtpUrl, config.mailFrom ?? DEFAULT_MAIL_FROM, outboxGateway)
    : null;
  const gateway = new SwitchableGateway((smtp ?? outboxGateway) as MessagingGateway);
  const publicUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const identity: IdentityProvider | null = config.yandexClientId
    ? new YandexIdentityProvider({
        clientId: config.yandexClientId,
        userinfoUrl: config.yandexUserinfoUrl ?? YANDEX_USERINFO_URL,
      })
    : null;

  const sessions = new SessionService(repo, clock);
  const codes = new CodeService(repo, gateway, clock, publicUrl);
  const captcha = new CaptchaService(db, clock, { keepDemoAnswers: config.appMode === 'demo' });
  const housekeeping = new AuthHousekeeping(repo, captcha, clock);
  return {
    clock,
    gateway,
    repo,
    outbox,
    sessions,
    codes,
    captcha,
    auth: new AuthService(repo, sessions, captcha, clock, identity),
    registration: new RegistrationService(repo, codes, clock),
    restore: new RestoreService(repo, codes, sessions, gateway, clock),
    contacts: new ContactCodesService(repo, codes),
    housekeeping,
    close: async () => {
      await housekeeping.stop();
      smtp?.close();
    },
  };
}

async function authModulePlugin(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Database },
): Promise<void> {
  const { close, ...module } = createAuthModule(config, db);
  app.decorate('authModule', module);
  app.addHook('onReady', async () =>
    module.housekeeping.start((error) =>
      app.log.warn({ err: error }, 'accounts housekeeping failed'),
    ),
  );
  app.addHook('onClose', async () => close());
  await app.register(authRoutes, { module });
  await app.register(captchaRoutes, { captcha: module.captcha });
  if (config.appMode === 'demo') {
    await app.register(devOutboxRoutes, { outbox: module.outbox });
    await app.register(devCaptchaRoutes, { captcha: module.captcha });
  }
}

export default fp(authModulePlugin, {
  name: 'auth',
  fastify: '5.x',
  dependencies: ['error-envelope', 'city', 'token'],
});
