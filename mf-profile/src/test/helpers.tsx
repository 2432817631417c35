// Test helpers: translations loaded, a logged-in session, fetch answered per "METHOD /path".
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import { i18nReady } from '../i18n';

export async function setUpI18n(): Promise<void> {
  await initI18n('ru');
  await i18nReady;
}

export {
  fail,
  mockApi,
  ok,
  type ApiCall as Call,
  type ApiHandler as Handler,
} from '@parking/shared/testing';

export function logIn(): void {
  bus.reset();
  localStorage.clear();
  setCity('sevastopol');
  tokenStore.set('sevastopol', 'private', 'tok');
}

export const PROFILE = {
  email: 'driver@sevastopol.demo',
  firstName: 'Иван',
  lastName: 'Петров',
  middleName: 'Сергеевич',
  balance: 150.5,
  telephone: '79780000001',
  telephones: [
    { phone: '79780000001', isMain: true },
    { phone: '79780000009', isMain: false },
  ],
  ts: [
    {
      id: 'v1',
      mainTs: true,
      numberTs: 'А123ВС77',
      formatGrz: 'rus',
      category: 'B',
      country: 'rus',
      STSNumber: null,
      active: true,
    },
    {
      id: 'v2',
      mainTs: false,
      numberTs: '1234АВ77',
      formatGrz: 'rus',
      category: 'A',
      country: 'rus',
      STSNumber: '12АВ345678',
      active: true,
    },
    {
      id: 'v3',
      mainTs: false,
      numberTs: 'ABC1234',
      formatGrz: 'foreign',
      category: 'B',
      country: 'other',
      STSNumber: null,
      active: true,
    },
  ],
  documents: [{ id: 'd1', title: '12АВ345678', type: 'STS', typeLabel: 'СТС' }],
  hasPrivateData: true,
  editEmailOnMainStep: false,
};

/** The shell's announcement of the loaded profile. */
export function feedProfile(profile: unknown = PROFILE): void {
  bus.emit('profile:loaded', { profile });
}
