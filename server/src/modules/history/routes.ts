// HTTP of the history: filtered pages, the recent list, export links and the files behind them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ApiOk,
  DownloadHistoryResult,
  Operation,
  OperationsPageExtras,
} from '@parking/shared/contracts';
import { AppError, ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import { FILTER_FIELDS, type Fields } from './filters';
import type { CityContext, HistoryService } from './service';

/**
 * Query and body together (the corporate area sends the filters in the query, the profile in a
 * form or JSON body; the body wins). Checked here rather than by a JSON schema because the body may
 * be absent altogether.
 */
function fieldsOf(request: FastifyRequest): Fields {
  const query = (request.query && typeof request.query === 'object' ? request.query : {}) as Fields;
  const body = (
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? request.body
      : {}
  ) as Fields;
  const fields = { ...query, ...body };
  for (const [key, maxLength] of Object.entries(FILTER_FIELDS)) {
    const value = fields[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new AppError('ItNeedToBeAString', 400, `${key}: must be a string`, { field: key });
    }
    if (String(value).length > maxLength)
      throw new AppError('InvalidFormat', 400, `${key}: at most ${maxLength} characters`, {
        field: key,
      });
    // PostgreSQL text cannot hold NUL: refused here rather than failing in the query.
    if (String(value).includes('\u0000'))
      throw new AppError('InvalidFormat', 400, `${key}: control characters are not allowed`, {
        field: key,
      });
  }
  return fields;
}

function cityOf(request: FastifyRequest): CityContext {
  return { code: request.city.code, timeZone: request.city.time_zone };
}

const CONTENT_TYPES = {
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export async function historyRoutes(
  app: FastifyInstance,
  { history }: { history: HistoryService },
): Promise<void> {
  /**
   * token, Period (all|yesterday|today|weekly|monthly|custom), StartDate, EndDate, Operation,
   * Vehicle, Zone, OrderNumber, Driver (corporate), cursor | dateOperation [+ lastId]
   * -> result: Operation[] (50, newest first), nextCursor, hasMore.
   */
  const page = async (
    request: FastifyRequest,
  ): Promise<ApiOk<Operation[]> & OperationsPageExtras> => {
    const caller = await requireAccount(request);
    const { items, nextCursor, hasMore } = await history.page(
      caller,
      cityOf(request),
      fieldsOf(request),
    );
    return ok(items, { nextCursor, hasMore }) as ApiOk<Operation[]> & OperationsPageExtras;
  };
  app.post('/api/profile/get-operations-with-filter', page);
  app.get('/api/profile/get-operations-with-filter', page);

  /** token -> result: the latest 50 operations. */
  app.get('/api/profile/get-operations-v2', async (request): Promise<ApiOk<Operation[]>> => {
    const caller = await requireAccount(request);
    return ok(await history.recent(caller, cityOf(request)));
  });

  /** The filters plus type (xls|pdf) and lng -> result: {url, fileName, expiresAt, rows, truncated}. */
  const download = async (request: FastifyRequest): Promise<ApiOk<DownloadHistoryResult>> => {
    const caller = await requireAccount(request);
    return ok(await history.createExport(caller, cityOf(request), fieldsOf(request)));
  };
  app.get('/api/profile/download-history/v1', download);
  app.post('/api/profile/download-history/v1', download);

  /** The generated file, for the token of the account that asked for it, until it expires. */
  app.get<{ Params: { id: string } }>(
    '/api/profile/download-history/file/:id',
    async (request, reply) => {
      const caller = await requireAccount(request);
      const { row, stream, size } = await history.openExport(caller, request.params.id);
      return reply
        .header('Content-Type', CONTENT_TYPES[row.format])
        .header('Content-Length', size)
        .header('Content-Disposition', `attachment; filename="${row.file_name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
