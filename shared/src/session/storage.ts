// Browser storage can be missing (SSR, tests in node) or throw (private mode, quota): never let it
// break a call.
type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | null {
  try {
    return typeof window !== 'undefined' ? window[name] : null;
  } catch {
    return null;
  }
}

export function readItem(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(name: Area, key: string, value: string | null): void {
  try {
    const s = area(name);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // storage full or denied: the in-memory view still works for this tab
  }
}
