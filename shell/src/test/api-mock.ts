import { configureApi } from '@parking/shared/api';

/** What a mocked path answers: a result (ok envelope), or an error envelope with its HTTP status. */
export type MockAnswer = { result: unknown } | { error: string; httpStatus?: number };
export type MockHandler = (query: URLSearchParams) => MockAnswer | Promise<MockAnswer>;

/**
 * Routes the API client's fetch (through configureApi) to handlers by path; an unmocked path
 * answers a 500 UnknownError. Returns the jest mock to inspect the calls.
 */
export function mockApi(handlers: Record<string, MockHandler>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    const answer: MockAnswer = handler
      ? await handler(url.searchParams)
      : { error: 'UnknownError', httpStatus: 500 };
    const body =
      'result' in answer
        ? { status: 'ok', result: answer.result }
        : { status: 'error', errorName: answer.error, errorMessage: answer.error };
    const status = 'result' in answer ? 200 : (answer.httpStatus ?? 400);
    return {
      ok: status < 400,
      status,
      text: async () => JSON.stringify(body),
    } as Response;
  });
  configureApi({ baseUrl: '/api', fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}

/** The paths the mock was called with, in order. */
export function calledPaths(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}
