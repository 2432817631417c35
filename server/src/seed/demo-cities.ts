// Demo cities: realistic enough for the site to look and behave like the real thing (APP_MODE=demo).
import type { CitySettings, MenuItem, PaymentMethod, SiteOptions } from '@parking/shared/contracts';
import type { CityDefinition } from './city-definition';

const paymentMethods: PaymentMethod[] = [
  {
    methodName: 'balance',
    methodNameForShow: 'Баланс',
    methodDescription: 'Списание с баланса личного кабинета',
    isPhoneRequired: false,
  },
  {
    methodName: 'card',
    methodNameForShow: 'Банковская карта',
    methodDescription: 'Оплата картой на странице платёжного сервиса',
    isPhoneRequired: false,
  },
  {
    methodName: 'receipt',
    methodNameForShow: 'Квитанция',
    methodDescription: 'Оплата по квитанции в любом банке',
    isPhoneRequired: false,
  },
];

const topics: CitySettings['topics'] = [
  { label: 'Оплата парковки', value: 'payment' },
  { label: 'Пополнение баланса', value: 'refill' },
  { label: 'Абонементы и льготы', value: 'subscription' },
  { label: 'Штрафы', value: 'penalty' },
  { label: 'Работа сайта', value: 'site' },
  { label: 'Другое', value: 'other' },
];

const item = (
  path: string,
  ru: string,
  en: string,
  itemOrder: number,
  external = false,
): MenuItem =>
  external
    ? { path, title: { ru, en }, itemOrder, external }
    : { path, title: { ru, en }, itemOrder };

const menuItems: SiteOptions['menuItems'] = {
  header: [
    item('/', 'Карта парковок', 'Parking map', 1),
    item('/guest-payment', 'Оплата без регистрации', 'Pay as a guest', 2),
    item('/news', 'Новости', 'News', 3),
    item('/sms-commands', 'SMS-команды', 'SMS commands', 4),
  ],
  footer: [
    item('/pages/about', 'О городских парковках', 'About city parking', 1),
    item('/pages/rules', 'Правила пользования', 'Terms of use', 2),
    item('/pages/personal-data', 'Обработка персональных данных', 'Personal data processing', 3),
    item('/update', 'Обновите приложение', 'Update the app', 4),
  ],
  mobile: [
    item('/', 'Карта', 'Map', 1),
    item('/profile/parking', 'Парковка', 'Parking', 2),
    item('/profile/operations', 'История', 'History', 3),
    item('/news', 'Новости', 'News', 4),
    item('/sms-commands', 'SMS-команды', 'SMS commands', 5),
  ],
};

const baseSettings: CitySettings = {
  intervals: { min: 15, max: 1440, step: 15 },
  useTsCategory: true,
  useFlatParking: false,
  usePostPayment: true,
  usePostPaymentYesterday: true,
  useSessionWithoutRegister: true,
  paymentByParkingId: false,
  paymentsMethods: paymentMethods,
  dontUseBalance: false,
  topics,
  useBonus: true,
  viewPenalty: true,
  useReceipts: true,
  useSubscriptionConstructor: true,
  useFeedback: true,
  easyAuth: true,
  privateDataPage: {
    path: '/pages/personal-data',
    title: { ru: 'Обработка персональных данных', en: 'Personal data processing' },
  },
  maxRefillAmount: 15000,
  bonusDiscountPercent: 20,
  subscriptionMinStartOffsetDays: 1,
};

function options(
  center: [number, number],
  contacts: SiteOptions['contacts'],
  notification: SiteOptions['notification'],
  appScheme: string,
): SiteOptions {
  return {
    map: { mapCenter: center },
    menuItems,
    numberSmsSendTo: '7878',
    appLinks: {
      androidLink: `https://play.google.com/store/apps/details?id=ru.parking.${appScheme}`,
      iosLink: `https://apps.apple.com/ru/app/parking-${appScheme}/id1000000001`,
      yandexStoreLink: `https://store.yandex.ru/apps/ru.parking.${appScheme}`,
      apkLink: `/downloads/parking-${appScheme}.apk`,
      appSchemeLink: `parking${appScheme}://open`,
    },
    contacts,
    notification,
    isClose: false,
    isCoopProfile: true,
    initialZoom: 16,
    hasPrivateData: true,
  };
}

export const DEMO_CITIES: CityDefinition[] = [
  {
    code: 'sevastopol',
    name: { ru: 'Севастополь', en: 'Sevastopol' },
    timeZone: 'Europe/Simferopol',
    mapBounds: [
      [33.38, 44.4],
      [33.93, 44.97],
    ],
    mapSource: 'self-hosted',
    parkingPeriod: 15,
    planarParkingAvailable: false,
    profile: 'private-and-corporate',
    sortOrder: 1,
    settings: baseSettings,
    options: options(
      [33.5254, 44.6167],
      { email: 'support@parking-sevastopol.example', phone: '+7 (8692) 00-78-78' },
      {
        title: 'Бесплатная парковка в праздники',
        message: 'С 1 по 8 мая парковка на всех городских парковках бесплатная.',
        url: '/news',
        updated: '2025-04-25T09:00:00.000Z',
      },
      'sev',
    ),
  },
  {
    code: 'rostov',
    name: { ru: 'Ростов-на-Дону', en: 'Rostov-on-Don' },
    timeZone: 'Europe/Moscow',
    mapBounds: [
      [39.55, 47.15],
      [39.85, 47.32],
    ],
    mapSource: 'self-hosted',
    parkingPeriod: 15,
    planarParkingAvailable: true,
    profile: 'private-and-corporate',
    sortOrder: 2,
    settings: {
      ...baseSettings,
      useFlatParking: true,
      paymentByParkingId: true,
      usePostPaymentYesterday: false,
      useSubscriptionConstructor: false,
      maxRefillAmount: 30000,
    },
    options: options(
      [39.7015, 47.2357],
      { email: 'support@parking-rostov.example', phone: '+7 (863) 000-78-78' },
      {
        title: 'Новые зоны платной парковки',
        message:
          'С 1 июня в центре города открыты новые зоны платной парковки. Тарифы — в разделе новостей.',
        updated: '2025-05-20T07:00:00.000Z',
      },
      'rnd',
    ),
  },
];
