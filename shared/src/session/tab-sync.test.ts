import type { UserType } from '../bus';

// Each "tab" is its own copy of the module, as two browser tabs would have.
function openTab(): typeof import('./index') {
  let mod!: typeof import('./index');
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof import('./index')>('./index');
  });
  return mod;
}

function waitFor(check: () => boolean, ms = 1000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > ms) reject(new Error('timed out'));
      else setTimeout(tick, 5);
    };
    tick();
  });
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('tab sync', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    localStorage.clear();
  });

  function listen(tab: typeof import('./index')) {
    const logins: UserType[] = [];
    let logouts = 0;
    stops.push(
      tab.startTabSync({ onLogin: (t) => logins.push(t), onLogout: () => (logouts += 1) }),
    );
    return { logins, logouts: () => logouts };
  }

  it('tells the other tab about a login and a logout in the same city', async () => {
    localStorage.setItem('parking:city', 'sevastopol');
    const a = openTab();
    const b = openTab();
    const inA = listen(a);
    const inB = listen(b);

    a.announceLogin('corporate');
    await waitFor(() => inB.logins.length === 1);
    expect(inB.logins).toEqual(['corporate']);

    a.announceLogout();
    await waitFor(() => inB.logouts() === 1);

    await delay(30);
    expect(inA.logins).toEqual([]); // a tab does not hear itself
    expect(inA.logouts()).toBe(0);
  });

  it('works from a tab that is not listening itself', async () => {
    localStorage.setItem('parking:city', 'sevastopol');
    const a = openTab();
    const b = openTab();
    const inB = listen(b);
    a.announceLogin('private');
    await waitFor(() => inB.logins.length === 1);
    expect(inB.logins).toEqual(['private']);
  });

  it('ignores a login broadcast for another city', async () => {
    localStorage.setItem('parking:city', 'sevastopol');
    const b = openTab();
    const inB = listen(b);
    const other = new BroadcastChannel('parking-portal');
    other.postMessage({
      kind: 'parking:login',
      tab: 'elsewhere',
      city: 'rostov',
      userType: 'private',
    });
    other.postMessage({
      kind: 'parking:login',
      tab: 'elsewhere',
      city: 'sevastopol',
      userType: 'private',
    });
    await waitFor(() => inB.logins.length === 1);
    await delay(30);
    other.close();
    expect(inB.logins).toEqual(['private']);
  });

  it('stops listening when asked', async () => {
    localStorage.setItem('parking:city', 'sevastopol');
    const a = openTab();
    const b = openTab();
    const logins: UserType[] = [];
    const stop = b.startTabSync({ onLogin: (t) => logins.push(t), onLogout: () => undefined });
    stop();
    a.announceLogin('private');
    await delay(50);
    expect(logins).toEqual([]);
  });
});
