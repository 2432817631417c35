import type { ConfirmationType } from '../api';

/**
 * The registration draft (spec: Registration draft), kept in sessionStorage so a reload or the
 * way back keeps the entered data. The password is not kept: the server hashed it at step 1.
 */
export interface RegistrationDraft {
  firstname: string;
  lastname: string;
  middlename: string;
  email: string;
  /** The draft's salt answers for the e-mail code and the phone code alike. */
  emailSalt: string;
  emailCode: string;
  emailConfirmed: boolean;
  phone: string;
  phoneSalt: string;
  confirmationType: ConfirmationType;
  useSmsReplay: boolean;
  canSendCodeAgain: boolean;
}

export const DRAFT_KEY = 'parking:registration';

export function readDraft(): Partial<RegistrationDraft> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<RegistrationDraft>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(patch: Partial<RegistrationDraft>): Partial<RegistrationDraft> {
  const next = { ...readDraft(), ...patch };
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
  } catch {
    // storage denied: the flow still works within this page
  }
  return next;
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
