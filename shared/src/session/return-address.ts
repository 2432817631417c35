import { RETURN_TO_KEY } from './keys';
import { readItem, writeItem } from './storage';

/** Remembers the current page before leaving for a payment provider (sessionStorage: this tab only). */
export function storeReturnAddress(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  writeItem('sessionStorage', RETURN_TO_KEY, `${pathname}${search}${hash}`);
}

/** The remembered page, once: reading it forgets it. Only same-site paths come back. */
export function takeReturnAddress(): string | null {
  const value = readItem('sessionStorage', RETURN_TO_KEY);
  writeItem('sessionStorage', RETURN_TO_KEY, null);
  // a path like '//evil.example' would be an open redirect
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
