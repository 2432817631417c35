/** Every API response: `{status, errorName, errorMessage, result}` (spec section 7). */
export type ApiOk<T> = { status: 'ok'; result: T; token?: string; [extra: string]: unknown };
export type ApiError = {
  status: 'error';
  errorName: ErrorName | string;
  errorMessage?: string;
  [extra: string]: unknown;
};
export type ApiResponse<T> = ApiOk<T> | ApiError;

/**
 * The error catalogue (both spec files, section 8). The server answers bad input with one of
 * these names, never a 5xx; the front end translates `errors:<name>`.
 */
export const ERROR_NAMES = [
  'UnknownError',
  'ValidationError',
  'RequiredField',
  'ItNeedToBeANumber',
  'ItNeedToBeAString',
  'InvalidFormat',
  'TokenNotFound',
  'TokenExpired',
  'AccountNotFound',
  'NotFound',
  'MethodNotAllowed',
  'TooManyRequests',
  'CityNotFound',
  // auth
  'EmptyPass',
  'IncorrectLogin',
  'UnregistredAccount',
  'LoginTryLimit',
  'CaptchaIncorrect',
  'EmailExists',
  'PhoneExists',
  'PhoneEmpty',
  'SMSNotSend',
  'UserExists',
  'DoublePhone',
  'LimitSMS',
  'IncorrectCode',
  'CurrentPasswordIncorrect',
  // parking and money
  'NoDurationSelected',
  'NoZoneSelected',
  'NoSumEntered',
  'ParkingSessionIsOver',
  'ZoneNotFound',
  'ParkingSessionNotFound',
  'TariffNotFound',
  'ParkingSessionAlreadyExists',
  'ParkingSessionWasFree',
  'NoSaving',
  'PaymentServiceNotFound',
  'PaymentServiceError',
  'CalculationCostError',
  'CostCalculationError',
  'NoMoneyNoHoney',
  'NotSelectedPaymentService',
  'CalendarIsEmpty',
  'TypeOfDayIsNotDefined',
  'EmptyTs',
  'NotInCity',
  'CantFindLocation',
  'CantFindParking',
  'VIN_IMEI_EMPTY',
  'FuturePost',
  'PriceChangedTryLater',
  'InDevelopingError',
  'ServerGateParkingError',
  'RefillAmountCanNotBeMaxAllowable',
  'SubscriptionAlreadyExists',
  'SetEmailInProfile',
] as const;
export type ErrorName = (typeof ERROR_NAMES)[number];
