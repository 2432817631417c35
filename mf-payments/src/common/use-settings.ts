import { useBusEvent } from '@parking/shared/bus';
import type { CitySettings, PaymentMethod } from '@parking/shared/contracts';

export const DEFAULT_METHODS: PaymentMethod[] = [
  {
    methodName: 'balance',
    methodNameForShow: 'Баланс',
    methodDescription: '',
    isPhoneRequired: false,
  },
  {
    methodName: 'card',
    methodNameForShow: 'Банковская карта',
    methodDescription: '',
    isPhoneRequired: false,
  },
];

// Used only before the shell has announced the options (the standalone page, tests).
export const DEFAULT_SETTINGS: CitySettings = {
  intervals: { min: 15, max: 1440, step: 15 },
  useTsCategory: false,
  useFlatParking: false,
  usePostPayment: true,
  usePostPaymentYesterday: true,
  useSessionWithoutRegister: false,
  paymentByParkingId: false,
  paymentsMethods: DEFAULT_METHODS,
  dontUseBalance: false,
  topics: [],
  useBonus: false,
  viewPenalty: false,
  useReceipts: false,
  useSubscriptionConstructor: false,
  useFeedback: false,
  easyAuth: false,
  privateDataPage: null,
  maxRefillAmount: 15000,
  bonusDiscountPercent: 0,
  subscriptionMinStartOffsetDays: 0,
};

export interface CityContext {
  settings: CitySettings;
  timeZone: string;
  city: string | null;
}

/** The city's settings and time zone from the shell's 'options:loaded'. */
export function useCitySettings(): CityContext {
  const loaded = useBusEvent('options:loaded');
  return {
    settings: { ...DEFAULT_SETTINGS, ...(loaded?.info.settings ?? {}) },
    timeZone: loaded?.city.timeZone ?? 'Europe/Simferopol',
    city: loaded?.city.city ?? null,
  };
}

/**
 * Methods for a provider payment: not the balance, and not the receipt method (only payments
 * that can be ordered as a receipt offer it: see withReceipt).
 */
export function cardMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((m) => m.methodName !== 'balance' && m.methodName !== 'receipt');
}

/** The provider methods plus the city's receipt method ('Квитанция'), when it has one. */
export function withReceipt(methods: readonly PaymentMethod[]): PaymentMethod[] {
  const receipt = methods.find((m) => m.methodName === 'receipt');
  return receipt ? [...cardMethods(methods), receipt] : cardMethods(methods);
}
