import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi } from '@parking/shared/api';
import { fakeRemote } from '../test/runtime-mock';
import { initTestI18n, manifest } from '../test/fixtures';
import { applyManifest } from './registry';
import { RemoteModule, resetRemoteModulesForTests } from './remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

// The retry re-reads the manifest: answer it like the server would.
const fetchManifest = jest.fn(
  async () => new Response(JSON.stringify({ status: 'ok', result: manifest(['mf-coop']) })),
);

beforeAll(async () => {
  configureApi({ baseUrl: '/api', fetch: fetchManifest as unknown as typeof fetch });
  await initTestI18n();
});

beforeEach(() => {
  jest.clearAllMocks();
  resetRemoteModulesForTests();
});

function renderRemote(remote: 'mf-map' | 'mf-coop', page = false) {
  return render(
    <MemoryRouter>
      <RemoteModule remote={remote} module="./App" page={page} props={{ basePath: '' }} />
      <p>rest of the page</p>
    </MemoryRouter>,
  );
}

test('a failing remote shows the trouble card in its area; Retry re-registers and recovers without reload', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  applyManifest(manifest(['mf-coop']));
  mockedLoad
    .mockRejectedValueOnce(new Error('RUNTIME-008 entry failed'))
    .mockResolvedValue(fakeRemote('mf_map/App'));

  renderRemote('mf-map');
  expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
  expect(screen.getByText('rest of the page')).toBeInTheDocument();

  mockedRegister.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));

  expect(await screen.findByTestId('remote:mf_map/App')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Что-то пошло не так' })).not.toBeInTheDocument();
  expect(mockedRegister).toHaveBeenCalledWith([expect.objectContaining({ name: 'mf_map' })], {
    force: true,
  });
  expect(mockedLoad).toHaveBeenCalledTimes(2);
  expect(mockedLoad).toHaveBeenLastCalledWith('mf_map/App');
  (console.error as jest.Mock).mockRestore();
});

test('a switched-off remote shows the card and is never registered nor loaded', async () => {
  applyManifest(manifest(['mf-coop']));
  renderRemote('mf-coop');
  expect(screen.getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
  expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();

  const registered = mockedRegister.mock.calls.flatMap(([remotes]) => remotes.map((r) => r.name));
  expect(registered).toContain('mf_map');
  expect(registered).not.toContain('mf_coop');
  expect(mockedLoad).not.toHaveBeenCalled();
});

test('a page-level remote that is off gives its card the page heading (h1); a widget keeps h2', async () => {
  applyManifest(manifest(['mf-coop']));
  const { unmount } = renderRemote('mf-coop', true);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Что-то пошло не так' }),
  ).toBeInTheDocument();
  unmount();
  renderRemote('mf-coop');
  expect(
    screen.getByRole('heading', { level: 2, name: 'Что-то пошло не так' }),
  ).toBeInTheDocument();
});

test('the loading spinner stays hidden for the first 400 ms', async () => {
  jest.useFakeTimers();
  applyManifest(manifest());
  mockedLoad.mockReturnValue(new Promise(() => undefined)); // never settles
  renderRemote('mf-map');

  act(() => jest.advanceTimersByTime(399));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2));
  expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  jest.useRealTimers();
});
