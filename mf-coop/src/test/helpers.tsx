// Test helpers: translations loaded, a corporate session, fetch answered per "METHOD /path".
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { setCity, tokenStore } from '@parking/shared/session';
import type { CorporateProfile } from '@parking/shared/contracts';
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

export function logInCorporate(): void {
  bus.reset();
  localStorage.clear();
  setCity('sevastopol');
  tokenStore.set('sevastopol', 'corporate', 'corp-token');
}

const device = {
  id: 'd1',
  imei: '350000000001001',
  vin: 'XTA21099100000011',
  active: true,
  tsId: 'v1',
  grz: 'А101ВС92',
};

export function demoProfile(): CorporateProfile {
  return {
    email: 'corp@sevastopol.demo',
    inn: '9204000001',
    name: 'ООО «Демо Севастополь»',
    balance: 9640,
    remainingSum: 9640,
    ts: [
      {
        id: 'v1',
        numberTs: 'А101ВС92',
        grz: 'А101ВС92',
        formatGrz: 'foreign',
        country: 'RUS',
        active: true,
        vin: device.vin,
        imei: device.imei,
        device,
      },
      {
        id: 'v2',
        numberTs: 'WAW 12345',
        grz: 'WAW 12345',
        formatGrz: 'foreign',
        country: 'RUS',
        active: true,
        vin: null,
        imei: null,
        device: null,
      },
    ],
    drivers: [
      {
        id: 'r1',
        name: 'Соколов Андрей Викторович',
        lastName: 'Соколов',
        firstName: 'Андрей',
        patronymic: 'Викторович',
        phone: '79009201001',
        ts: 'А101ВС92',
        tsId: 'v1',
        device,
        active: true,
      },
    ],
    devices: [device],
  };
}

export const OPERATION = {
  id: 7,
  cursor: 'c7',
  dateOperation: '2025-01-10T09:00:00.000Z',
  startsOf: '2025-01-10T09:00:00.000Z',
  endOf: '2025-01-10T10:00:00.000Z',
  duration: 60,
  type: 'payment',
  zone: '101',
  parking: null,
  tariff: null,
  transport: 'А101ВС92',
  resolution: null,
  sum: 60,
  amount: -60,
  sumSale: 0,
  status: 'done',
  orderNumber: 'C1',
  driverPhone: '79009201001',
  checkFiscal: null,
  description: null,
};
