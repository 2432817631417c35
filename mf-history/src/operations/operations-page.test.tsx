import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import type { Operation } from '@parking/shared/contracts';
import { initI18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import App from '../app';
import { i18nReady } from '../i18n';

// --- IntersectionObserver stand-in: tests decide when the sentinel comes into view. ---
const observers: Array<{
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  nodes: Element[];
}> = [];
class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, nodes: [] };
    observers.push(this.entry);
  }
  observe(node: Element) {
    this.entry.nodes.push(node);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
function scrollToEnd() {
  act(() => {
    for (const o of [...observers]) {
      o.callback(
        o.nodes.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      );
    }
  });
}

/** What apiCall reads of a response (jsdom has no Response). */
function jsonResponse(value: unknown): Response {
  const text = JSON.stringify(value);
  return { ok: true, status: 200, text: async () => text } as Response;
}

// --- The API: a fake server of operations keyed by the request body. ---
type Body = Record<string, string>;
let calls: Array<{ url: string; body: Body }> = [];
let respond: (url: string, body: Body) => unknown;

function op(id: number, extra: Partial<Operation> = {}): Operation {
  return {
    id,
    cursor: `c${id}`,
    dateOperation: new Date(Date.UTC(2024, 2, 10, 12, 0) - id * 60_000).toISOString(),
    startsOf: null,
    endOf: null,
    duration: 60,
    type: 'payment',
    zone: 'Центр',
    parking: null,
    tariff: null,
    transport: 'А123ВС92',
    resolution: null,
    sum: 100,
    amount: -100,
    sumSale: 0,
    status: 'done',
    orderNumber: `N-${id}`,
    driverPhone: null,
    checkFiscal: null,
    description: null,
    ...extra,
  };
}
const pageOf = (from: number, count: number, hasMore: boolean) => ({
  status: 'ok',
  result: Array.from({ length: count }, (_, i) => op(from + i)),
  hasMore,
  nextCursor: hasMore ? `c${from + count - 1}` : null,
});

const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const body = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
  calls.push({ url, body });
  return jsonResponse(respond(url, body));
});

beforeAll(async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  configureApi({ baseUrl: '/api', fetch: fetchMock as unknown as typeof fetch });
  await initI18n('en');
  await i18nReady;
  setCity('sevastopol');
  tokenStore.set('sevastopol', 'private', 'a'.repeat(64));
});

beforeEach(() => {
  calls = [];
  observers.length = 0;
  fetchMock.mockClear();
  respond = () => pageOf(1, 50, true);
});

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/operations']}>
      <App basePath="" />
    </MemoryRouter>,
  );
}
const listCalls = () => calls.filter((c) => c.url.includes('get-operations-with-filter'));
const rows = () => screen.queryAllByTestId('operation-row');

test('shows placeholders, then the rows: amount with sign and tone, a receipt link', async () => {
  respond = () => ({
    status: 'ok',
    result: [
      op(1, { type: 'payment', amount: -100, sum: 100 }),
      op(2, {
        type: 'refill',
        amount: 500,
        sum: 500,
        checkFiscal: 'https://check.example/2',
        description: 'Top-up by card',
      }),
      op(3, { type: 'renew', amount: 0, sum: 0, status: 'waiting' }),
    ],
    hasMore: false,
    nextCursor: null,
  });
  const { container } = renderApp();
  expect(screen.getByRole('heading', { level: 1, name: 'Operations history' })).toBeInTheDocument();
  expect(container.querySelectorAll('.history-table__skeleton').length).toBeGreaterThan(0);
  expect(await screen.findByText('Top-up by card')).toBeInTheDocument();
  expect(container.querySelectorAll('.history-table__skeleton')).toHaveLength(0);
  const [payment, refill, renew] = rows();
  expect(within(payment!).getByText('−100,00 р')).toHaveAttribute('data-tone', 'negative');
  expect(within(refill!).getByText('+500,00 р')).toHaveAttribute('data-tone', 'positive');
  expect(within(renew!).getByText('0,00 р')).toHaveAttribute('data-tone', 'neutral');
  expect(within(refill!).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
    'href',
    'https://check.example/2',
  );
  expect(within(payment!).queryByRole('link')).toBeNull();
  // A row that is not done brings the status column.
  expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  expect(within(renew!).getByText('Waiting')).toBeInTheDocument();
  expect(listCalls()[0]!.body).toMatchObject({ Period: 'monthly', token: 'a'.repeat(64) });
});

test('an empty list says so', async () => {
  respond = () => ({ status: 'ok', result: [], hasMore: false, nextCursor: null });
  renderApp();
  expect(await screen.findByText('No operations in the selected period')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a failed load shows the error panel; Try again reloads', async () => {
  respond = () => ({ status: 'error', errorName: 'UnknownError' });
  renderApp();
  const panel = await screen.findByRole('alert');
  expect(
    within(panel).getByRole('heading', { name: 'Statistics loading error' }),
  ).toBeInTheDocument();
  expect(within(panel).getByText('Error')).toBeInTheDocument();
  respond = () => pageOf(1, 3, false);
  await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(listCalls()).toHaveLength(2);
});

test('infinite scroll: the sentinel within 250 px loads the next page after the last cursor, until there is no more', async () => {
  respond = (_url, body) => (body.cursor ? pageOf(51, 20, false) : pageOf(1, 50, true));
  renderApp();
  await waitFor(() => expect(rows()).toHaveLength(50));
  expect(observers.some((o) => o.options?.rootMargin === '0px 0px 250px 0px')).toBe(true);
  scrollToEnd();
  await waitFor(() => expect(rows()).toHaveLength(70));
  expect(listCalls()[1]!.body).toMatchObject({ cursor: 'c50', Period: 'monthly' });
  // No more pages: scrolling further asks nothing.
  scrollToEnd();
  await new Promise((r) => setTimeout(r, 20));
  expect(listCalls()).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
});

test('the keyboard fallback: Show more loads the next page', async () => {
  respond = (_url, body) => (body.cursor ? pageOf(51, 5, false) : pageOf(1, 50, true));
  renderApp();
  const more = await screen.findByRole('button', { name: 'Show more' });
  more.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(rows()).toHaveLength(55));
});

test('any filter change clears the list and reloads from the first page with the filters', async () => {
  respond = (_url, body) =>
    body.cursor ? pageOf(51, 50, true) : pageOf(body.Operation === 'refill' ? 500 : 1, 50, true);
  const { container } = renderApp();
  await waitFor(() => expect(rows()).toHaveLength(50));
  scrollToEnd();
  await waitFor(() => expect(rows()).toHaveLength(100));

  let release!: () => void;
  respond = (_url, body) => pageOf(body.Operation === 'refill' ? 500 : 1, 2, false);
  fetchMock.mockImplementationOnce(async (url: string, init?: RequestInit) => {
    await new Promise<void>((resolve) => (release = resolve));
    const body = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    calls.push({ url, body });
    return jsonResponse(respond(url, body));
  });
  fireEvent.change(screen.getByLabelText('Operation type'), { target: { value: 'refill' } });
  // Cleared at once (placeholders), not after the answer.
  await waitFor(() => expect(rows()).toHaveLength(0));
  expect(container.querySelectorAll('.history-table__skeleton').length).toBeGreaterThan(0);
  release();
  await waitFor(() => expect(rows()).toHaveLength(2));
  const last = listCalls()[listCalls().length - 1]!.body;
  expect(last).toMatchObject({ Period: 'monthly', Operation: 'refill' });
  expect(last.cursor).toBeUndefined();

  fireEvent.change(screen.getByLabelText('Zone'), { target: { value: 'Набережная' } });
  fireEvent.change(screen.getByLabelText('Order number'), { target: { value: ' 77 ' } });
  await waitFor(() =>
    expect(listCalls()[listCalls().length - 1]!.body).toMatchObject({
      Zone: 'Набережная',
      OrderNumber: '77',
      Operation: 'refill',
    }),
  );
});

test('vehicles come from the profile; a custom period sends its dates; a start after the end is reset', async () => {
  act(() =>
    bus.emit('profile:loaded', {
      profile: { ts: [{ numberTs: 'А123ВС92' }, { numberTs: 'К777КК92' }] },
    }),
  );
  renderApp();
  await waitFor(() => expect(rows()).toHaveLength(50));
  fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: 'К777КК92' } });
  await waitFor(() =>
    expect(listCalls()[listCalls().length - 1]!.body).toMatchObject({ Vehicle: 'К777КК92' }),
  );

  fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
  const start = await screen.findByLabelText('Start date');
  const end = screen.getByLabelText('End date');
  fireEvent.change(start, { target: { value: '2024-03-01' } });
  fireEvent.change(end, { target: { value: '2024-03-10' } });
  await waitFor(() =>
    expect(listCalls()[listCalls().length - 1]!.body).toMatchObject({
      Period: 'custom',
      StartDate: '2024-03-01',
      EndDate: '2024-03-10',
    }),
  );
  fireEvent.change(start, { target: { value: '2024-03-20' } });
  await waitFor(() => expect(start).toHaveValue(''));
  await waitFor(() => {
    const body = listCalls()[listCalls().length - 1]!.body;
    expect(body).toMatchObject({ Period: 'custom', EndDate: '2024-03-10' });
    expect(body.StartDate).toBeUndefined();
  });
});

test('the export menu opens on toggle, is disabled while loading, and downloads the chosen file', async () => {
  let release!: () => void;
  fetchMock.mockImplementationOnce(async (url: string) => {
    await new Promise<void>((resolve) => (release = resolve));
    calls.push({ url, body: {} });
    return jsonResponse(pageOf(1, 3, false));
  });
  renderApp();
  const toggle = screen.getByRole('button', { name: 'Export' });
  expect(toggle).toBeDisabled();
  release();
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument();
  await userEvent.click(toggle);
  expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
  // from the keyboard: Escape closes the menu and focus returns to the toggle
  await userEvent.click(toggle);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Excel (xlsx)' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
  expect(toggle).toHaveFocus();

  const created: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    created.push(this.download);
  });
  const globalFetch = jest.fn(
    async () => ({ ok: true, status: 200, blob: async () => new Blob(['%PDF-1.4']) }) as Response,
  );
  (globalThis as { fetch?: unknown }).fetch = globalFetch;
  respond = (url) =>
    url.includes('download-history')
      ? {
          status: 'ok',
          result: {
            url: '/api/profile/download-history/file/x',
            fileName: 'operations-2024-03-10.pdf',
            expiresAt: '',
            rows: 3,
            truncated: false,
          },
        }
      : pageOf(1, 3, false);
  await userEvent.click(toggle);
  await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
  await waitFor(() => expect(created).toEqual(['operations-2024-03-10.pdf']));
  await waitFor(() => expect(toggle).toHaveFocus());
  const exportCall = calls.find((c) => c.url.includes('download-history/v1'))!;
  expect(exportCall.body).toMatchObject({ type: 'pdf', Period: 'monthly', lng: 'en' });
  expect(globalFetch).toHaveBeenCalledWith(
    '/api/profile/download-history/file/x',
    expect.objectContaining({
      headers: expect.objectContaining({ Authorization: `Bearer ${'a'.repeat(64)}` }),
    }),
  );
  click.mockRestore();
});

test('below 540 px the table is the narrow one', async () => {
  const matchMedia = jest.fn((query: string) => ({
    matches: query.includes('539.98px'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  (window as { matchMedia?: unknown }).matchMedia = matchMedia;
  respond = () => pageOf(1, 2, false);
  renderApp();
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(screen.getByRole('table')).toHaveClass('history-table--narrow');
  expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('a description that names a kind is never shown raw: the row reads as its zone and vehicle, or its order number', async () => {
  respond = () => ({
    status: 'ok',
    result: [
      op(1, { type: 'renew', zone: '102', transport: 'А123ВС92', description: 'extension' }),
      op(2, {
        type: 'refill',
        amount: 200,
        zone: null,
        transport: null,
        description: 'refill',
        orderNumber: 'P-7',
      }),
      op(3, { type: 'cancel', amount: 10, zone: '101', parking: '1001', description: 'cancel' }),
      op(4, {
        type: 'cancel',
        amount: 400,
        zone: null,
        transport: null,
        description: 'refund S-9',
      }),
    ],
    hasMore: false,
    nextCursor: null,
  });
  renderApp();
  await waitFor(() => expect(rows()).toHaveLength(4));
  const [renew, refill, cancel, refund] = rows();
  expect(within(refund!).getByText('Refund of subscription S-9')).toBeInTheDocument();
  expect(within(renew!).getByText('zone 102, А123ВС92')).toBeInTheDocument();
  expect(within(refill!).getByText('Order P-7')).toBeInTheDocument();
  expect(within(cancel!).getByText('zone 101, parking 1001, А123ВС92')).toBeInTheDocument();
  for (const raw of ['extension', 'refill', 'cancel'])
    expect(screen.queryByText(raw, { exact: true })).not.toBeInTheDocument();
});
