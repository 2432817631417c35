import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../http/envelope';
import type { CaptchaService } from './service';

const CHECK_SCHEMA = {
  body: {
    type: 'object',
    required: ['g-recaptcha-response'],
    properties: {
      'g-recaptcha-response': { type: 'string', maxLength: 64 },
      captchaId: { type: 'string', maxLength: 64 },
    },
  },
};

export async function captchaRoutes(
  app: FastifyInstance,
  { captcha }: { captcha: CaptchaService },
): Promise<void> {
  /** GET /api/auth/captcha -> {captchaId, captcha (SVG data URL)}: a fresh challenge. */
  app.get('/api/auth/captcha', async (request) => ok(await captcha.issue(request.city.code, null)));

  /**
   * POST /api/auth/check-captcha {g-recaptcha-response, captchaId}: the answer to our own captcha
   * (the field keeps the name the client sends). Single-use; wrong -> CaptchaIncorrect + a new one.
   * The id may also travel as `<captchaId>:<answer>` in the one field.
   */
  app.post('/api/auth/check-captcha', { schema: CHECK_SCHEMA }, async (request) => {
    const body = request.body as { 'g-recaptcha-response': string; captchaId?: string };
    let answer = body['g-recaptcha-response'];
    let captchaId = body.captchaId;
    const joined = /^([0-9a-f-]{36}):(.*)$/.exec(answer);
    if (captchaId === undefined && joined)
      [, captchaId, answer] = joined as unknown as [string, string, string];
    if (captchaId === undefined || answer.trim() === '')
      throw new AppError('RequiredField', 400, 'captchaId and the answer are required', {
        field: 'captchaId',
      });
    const valid = await captcha.verify(request.city.code, { captchaId, answer });
    if (!valid)
      throw new AppError(
        'CaptchaIncorrect',
        400,
        'Incorrect captcha',
        (await captcha.issue(request.city.code, null)) as unknown as Record<string, unknown>,
      );
    return ok({ valid: true });
  });
}

/**
 * GET /api/dev/captcha?captchaId= -> {answer}: demo mode only (registered next to the dev outbox),
 * so the brute-force flow can be tried and tested end to end without reading the image.
 */
export async function devCaptchaRoutes(
  app: FastifyInstance,
  { captcha }: { captcha: CaptchaService },
): Promise<void> {
  app.get(
    '/api/dev/captcha',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['captchaId'],
          properties: { captchaId: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const answer = captcha.demoAnswer((request.query as { captchaId: string }).captchaId);
      if (answer === null) throw new AppError('NotFound', 404, 'No open captcha with this id');
      return ok({ answer });
    },
  );
}
