// HTTP of the accounts module (spec section 7, Auth and the Profile send-code / restore calls).
// Handlers only read the request and shape the answer; rules live in the services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestedCityCode } from '../../plugins/city';
import { AppError, ok } from '../../http/envelope';
import { requireAccount } from './authenticate';
import { isChecked, textOf } from './errors';
import type { AuthModule } from './module';
import { confirmationTypeName } from './registration';
import type { LoginResult } from './service';

const str = (maxLength: number) => ({ type: 'string', maxLength });
const nullableStr = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
const bodySchema = (properties: Record<string, unknown>, required: string[] = []) => ({
  body: { type: 'object', required, properties },
});
const querySchema = (properties: Record<string, unknown>, required: string[] = []) => ({
  querystring: { type: 'object', required, properties },
});

const CAPTCHA_FIELDS = { captcha: nullableStr(16), captchaId: str(64) };
const TOKEN = str(256);

/** The login answer: the token at the top level (the client's refresh rule) and in result. */
function loggedIn(result: LoginResult) {
  return ok(
    { token: result.token, id_session: result.sessionId, userType: result.userType },
    { token: result.token, id_session: result.sessionId },
  );
}

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => (request.body ?? {}) as Body;
const queryOf = (request: FastifyRequest): Body => (request.query ?? {}) as Body;
const captchaOf = (body: Body) => ({
  captcha: typeof body.captcha === 'string' ? body.captcha : null,
  ...(typeof body.captchaId === 'string' && body.captchaId !== ''
    ? { captchaId: body.captchaId }
    : {}),
});

export async function authRoutes(
  app: FastifyInstance,
  { module: m }: { module: AuthModule },
): Promise<void> {
  // --- login ---
  const loginSchema = bodySchema({ login: str(254), password: str(128), ...CAPTCHA_FIELDS }, [
    'login',
    'password',
  ]);
  for (const path of ['login', 'login-v2', 'login-v3', 'login-v4', 'login-v5']) {
    /** POST {login (e-mail or phone), password, captcha?, captchaId?} -> token + id_session. */
    app.post(`/api/auth/${path}`, { schema: loginSchema }, async (request) => {
      const body = bodyOf(request);
      return loggedIn(
        await m.auth.login({
          city: request.city.code,
          login: textOf(body.login),
          password: body.password as string,
          clientIp: request.ip,
          ...captchaOf(body),
        }),
      );
    });
  }

  /** POST {inn, contractNumber, captcha?, captchaId?} -> a corporate token. */
  app.post(
    '/api/auth/login-corp-v1',
    {
      schema: bodySchema({ inn: str(12), contractNumber: str(64), ...CAPTCHA_FIELDS }, [
        'inn',
        'contractNumber',
      ]),
    },
    async (request) => {
      const body = bodyOf(request);
      return loggedIn(
        await m.auth.loginCorporate({
          city: request.city.code,
          inn: textOf(body.inn),
          contractNumber: textOf(body.contractNumber),
          clientIp: request.ip,
          ...captchaOf(body),
        }),
      );
    },
  );

  /** POST {token}: ends the session. Idempotent: an unknown or already ended token is fine too. */
  app.post('/api/auth/logout', async (request) =>
    ok({ loggedOut: await m.auth.logout(request.token, request.city.code) }),
  );

  // --- registration ---
  const registrationSchema = bodySchema({
    firstname: str(100),
    lastname: str(100),
    middlename: str(100),
    email: str(254),
    phone: str(32),
    pass: str(128),
    agreement: str(8),
    confirmationType: str(8),
    salt: str(64),
    code: str(8),
  });
  for (const version of ['registration', 'registration-v2'] as const) {
    /**
     * Step 1: the form -> {salt, confirmationType, phone}. Step 3: {salt} (+ code when step 2 was
     * skipped) -> the account; v2 also logs in and answers the token.
     */
    app.post(`/api/auth/${version}`, { schema: registrationSchema }, async (request) => {
      const body = bodyOf(request);
      const city = request.city.code;
      if (typeof body.salt === 'string' && body.salt !== '') {
        const { accountId } = await m.registration.finish(city, body.salt, textOf(body.code));
        if (version === 'registration') return ok({ id: accountId });
        return loggedIn({
          ...(await m.sessions.create({
            accountId,
            city,
            userType: 'private',
            clientIp: request.ip,
          })),
          userType: 'private',
        });
      }
      const started = await m.registration.start(city, body, {
        namesRequired: request.city.options.hasPrivateData !== false,
        lang: request.lang,
      });
      return ok({
        salt: started.salt,
        confirmationType: confirmationTypeName(started.confirmationType),
        phone: started.phone,
      });
    });
  }

  /** POST {email}: UserExists when an account has it. */
  app.post(
    '/api/auth/check-email',
    { schema: bodySchema({ email: str(254) }, ['email']) },
    async (request) => {
      await m.contacts.checkEmailFree(request.city.code, textOf(bodyOf(request).email));
      return ok({ exists: false });
    },
  );

  /** POST {phone}: PhoneExists when an account has it. */
  app.post(
    '/api/auth/check-phone',
    { schema: bodySchema({ phone: str(32) }, ['phone']) },
    async (request) => {
      await m.contacts.checkPhoneFree(request.city.code, textOf(bodyOf(request).phone));
      return ok({ exists: false });
    },
  );

  /**
   * POST {token, code}: token = a registration salt (its e-mail code), the salt of a send-email-code
   * (the e-mailed link), or a session token (the account's newest e-mail code).
   */
  app.post(
    '/api/auth/confirm-email',
    { schema: bodySchema({ token: TOKEN, code: str(8), salt: str(64) }, ['code']) },
    async (request) => {
      const body = bodyOf(request);
      const city = request.city.code;
      const token = request.token ?? '';
      const code = textOf(body.code);
      if (await m.registration.confirmEmail(city, token, code)) return ok({ confirmed: true });
      if (/^[0-9a-f]{32}$/.test(token))
        return ok({ confirmed: await m.contacts.confirmEmailBySalt(city, token, code) });
      const account = await requireAccount(request, { userType: 'private' });
      await m.contacts.confirmAccountEmail(
        account.accountId,
        typeof body.salt === 'string' && body.salt ? body.salt : null,
        code,
      );
      return ok({ confirmed: true });
    },
  );

  /** POST {token: registration salt, code}: step 2. */
  app.post(
    '/api/auth/confirm-phone',
    { schema: bodySchema({ token: TOKEN, code: str(8) }, ['code']) },
    async (request) => {
      await m.registration.confirmPhone(
        request.city.code,
        request.token ?? '',
        textOf(bodyOf(request).code),
      );
      return ok({ confirmed: true });
    },
  );

  /** POST {token: registration salt, phone}: a new phone for the draft (changed only on success). */
  app.post(
    '/api/auth/change-phone',
    { schema: bodySchema({ token: TOKEN, phone: str(32) }) },
    async (request) => {
      const changed = await m.registration.changePhone(
        request.city.code,
        request.token ?? '',
        textOf(bodyOf(request).phone),
        request.lang,
      );
      return ok({
        salt: changed.salt,
        confirmationType: confirmationTypeName(changed.confirmationType),
        phone: changed.phone,
      });
    },
  );

  /** GET [?token=salt]: how the phone is confirmed (city default, or the draft's state). */
  app.get(
    '/api/auth/get-confirmation-type-v2',
    { schema: querySchema({ token: TOKEN, salt: str(64) }) },
    async (request) => {
      const query = queryOf(request);
      const salt = textOf(query.salt) || request.token || undefined;
      return ok(await m.registration.confirmationState(request.city.code, salt));
    },
  );

  // --- password restore ---
  /** GET ?email=: a link to /restore-password/3/<token> by e-mail. */
  app.get(
    '/api/profile/restore-password/send-email',
    { schema: querySchema({ email: str(254) }, ['email']) },
    async (request) => {
      await m.restore.sendEmailLink(
        request.city.code,
        textOf(queryOf(request).email),
        request.lang,
      );
      return ok({ sent: true });
    },
  );

  /** POST {phone, type: sms|call}: a 4-digit code; answers the flow's salt. (Not in the spec: its call is not shown.) */
  app.post(
    '/api/profile/restore-password/send-code',
    {
      schema: bodySchema(
        { phone: str(32), type: { type: 'string', enum: ['sms', 'call', 'SMS', 'Call'] } },
        ['phone'],
      ),
    },
    async (request) => {
      const body = bodyOf(request);
      const type = textOf(body.type).toLowerCase() === 'call' ? 'call' : 'sms';
      const sent = await m.restore.sendPhoneCode(
        request.city.code,
        textOf(body.phone),
        type,
        request.lang,
      );
      return ok({ salt: sent.salt, confirmationType: confirmationTypeName(sent.confirmationType) });
    },
  );

  /** GET ?token=<link token> or ?token=<salt>&code=: checks before the new password is asked. */
  app.get(
    '/api/profile/restore-password/check',
    // The query carries a secret: keep the request line out of the info-level log.
    { logLevel: 'warn', schema: querySchema({ token: TOKEN, code: str(8) }, ['token']) },
    async (request) => {
      await m.restore.check(request.city.code, request.token ?? '', textOf(queryOf(request).code));
      return ok({ valid: true });
    },
  );

  /** PUT {token, pass[, code]}: the new password (6-20); every session of the account ends. */
  app.put(
    '/api/profile/restore-password/change',
    { schema: bodySchema({ token: TOKEN, pass: str(128), code: str(8) }, ['token', 'pass']) },
    async (request) => {
      const body = bodyOf(request);
      await m.restore.change(
        request.city.code,
        request.token ?? '',
        body.pass as string,
        textOf(body.code),
      );
      return ok({ changed: true });
    },
  );

  /** PUT {login, type: email|phone}: the easy variant, a generated password sent to the account. */
  app.put(
    '/api/profile/restore-password-v2/change',
    { schema: bodySchema({ login: str(254), type: str(16) }, ['login', 'type']) },
    async (request) => {
      const body = bodyOf(request);
      await m.restore.sendNewPassword(
        request.city.code,
        textOf(body.login),
        textOf(body.type),
        request.lang,
      );
      return ok({ sent: true });
    },
  );

  // --- codes to contacts ---
  /** POST {token, email, edit}: token = session (edit: new e-mail; else confirm own) or a registration salt (resend). */
  app.post(
    '/api/profile/send-email-code',
    { schema: bodySchema({ token: TOKEN, email: str(254), edit: str(8) }) },
    async (request) => {
      const body = bodyOf(request);
      const city = request.city.code;
      if (await m.registration.isDraftSalt(city, request.token))
        return ok(await m.registration.resendEmailCode(city, request.token!, request.lang));
      const account = await requireAccount(request, { userType: 'private' });
      return ok(
        await m.contacts.sendEmailCode(
          account.accountId,
          textOf(body.email),
          isChecked(body.edit),
          request.lang,
        ),
      );
    },
  );

  /** POST {token, phone, edit, isReply}: token = session (change or add a phone) or a registration salt (resend; isReply = by SMS). */
  app.post(
    '/api/profile/send-sms-code',
    { schema: bodySchema({ token: TOKEN, phone: str(32), edit: str(8), isReply: str(8) }) },
    async (request) => {
      const body = bodyOf(request);
      const city = request.city.code;
      if (await m.registration.isDraftSalt(city, request.token)) {
        const sent = await m.registration.resendPhoneCode(
          city,
          request.token!,
          isChecked(body.isReply),
          request.lang,
        );
        return ok({
          salt: sent.salt,
          confirmationType: confirmationTypeName(sent.confirmationType),
        });
      }
      const account = await requireAccount(request, { userType: 'private' });
      return ok(
        await m.contacts.sendSmsCode(
          account.accountId,
          textOf(body.phone),
          isChecked(body.edit),
          request.lang,
        ),
      );
    },
  );

  /** PUT {token, pass, currentpass}: CurrentPasswordIncorrect on a wrong current password. */
  app.put(
    '/api/profile/change-password',
    { schema: bodySchema({ token: TOKEN, pass: str(128), currentpass: str(128) }, ['pass']) },
    async (request) => {
      const account = await requireAccount(request, { userType: 'private' });
      const body = bodyOf(request);
      await m.auth.changePassword({
        accountId: account.accountId,
        sessionId: account.sessionId,
        pass: body.pass as string,
        currentpass: typeof body.currentpass === 'string' ? body.currentpass : '',
      });
      return ok({ changed: true });
    },
  );

  // --- external identity ---
  /** GET /backend/v2/yandexID?token=<provider access token> -> result.token (outside /api: the city is resolved here). */
  app.get(
    '/backend/v2/yandexID',
    {
      logLevel: 'warn',
      config: { city: 'none' },
      schema: querySchema({ token: str(1024), city: str(64) }, ['token']),
    },
    async (request) => {
      const city = await m.repo.findCity(requestedCityCode(request));
      if (!city) throw new AppError('CityNotFound', 404, 'Unknown city');
      const accessToken = textOf(queryOf(request).token);
      if (!accessToken)
        throw new AppError('RequiredField', 400, 'token is required', { field: 'token' });
      return loggedIn(await m.auth.identityLogin({ city, accessToken, clientIp: request.ip }));
    },
  );
}
