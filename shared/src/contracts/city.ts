/** Map bounds as [[west, south], [east, north]] in degrees (lon, lat). */
export type MapBounds = [[number, number], [number, number]];

/** One entry of the city configs list (GET /api/cities). Spec: City config. */
export interface CityConfig {
  city: string; // code: 'sevastopol', 'rostov'
  nameForShow: { ru: string; en: string };
  apiUrl: string; // base URL of this city's API ('/api'); the city travels in the X-City header
  mapBounds: MapBounds;
  mapSource: string; // style/source id of the map data ('self-hosted')
  parkingPeriod: number; // minutes, default 15
  planarParkingAvailable: boolean;
  profile: 'private' | 'private-and-corporate';
  timeZone: string; // IANA zone deciding what 'today' means ('Europe/Simferopol')
}

/** City-level feature flags and constants (spec: Settings). */
export interface CitySettings {
  intervals: { min: number; max: number; step: number };
  useTsCategory: boolean;
  useFlatParking: boolean;
  usePostPayment: boolean;
  usePostPaymentYesterday: boolean;
  useSessionWithoutRegister: boolean;
  paymentByParkingId: boolean;
  paymentsMethods: PaymentMethod[];
  dontUseBalance: boolean;
  topics: { label: string; value: string }[];
  useBonus: boolean;
  viewPenalty: boolean;
  useReceipts: boolean;
  useSubscriptionConstructor: boolean;
  useFeedback: boolean;
  easyAuth: boolean;
  privateDataPage: { path: string; title: { ru: string; en: string } } | null;
  maxRefillAmount: number; // roubles
  bonusDiscountPercent: number;
  subscriptionMinStartOffsetDays: number;
}

export interface PaymentMethod {
  methodName: string; // 'balance', 'card', 'receipt'
  methodNameForShow: string;
  methodDescription: string;
  isPhoneRequired: boolean;
}

export interface MenuItem {
  path: string;
  title: { ru: string; en: string };
  itemOrder: number;
  external?: boolean;
}

/** Site options (GET /api/info/get-options-info*, /api/options). */
export interface SiteOptions {
  map: { mapCenter: [number, number] }; // [lon, lat]
  menuItems: { header: MenuItem[]; footer: MenuItem[]; mobile: MenuItem[] };
  numberSmsSendTo: string;
  appLinks: {
    androidLink?: string;
    iosLink?: string;
    yandexStoreLink?: string;
    apkLink?: string;
    appSchemeLink?: string;
  };
  contacts: { email: string; phone: string };
  notification: Notification | null;
  isClose: boolean;
  isCoopProfile: boolean;
  initialZoom: number;
  hasPrivateData: boolean;
}

export interface Notification {
  title: string;
  message: string;
  url?: string;
  updated: string; // ISO date-time; a newer one reopens a closed banner
}

/** What get-options-info-v3 returns: the city's options and settings in one call. */
export interface OptionsInfo {
  city: string;
  options: SiteOptions;
  settings: CitySettings;
}
