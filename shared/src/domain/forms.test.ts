import {
  composeValidators,
  defaultConstructorStart,
  isNumber,
  required,
  validateConstructorForm,
  validateFeedbackForm,
  validateIndividualPayer,
  validateIssueDate,
  validateLegalPayer,
  validateStartParkingForm,
  validateSubscriptionForm,
  validateSubscriptionStart,
} from './forms';

const SIMF = 'Europe/Simferopol';
const now = '2025-03-05T12:00:00+03:00';

describe('required / isNumber / composeValidators', () => {
  it.each([
    [undefined, 'RequiredField'],
    [null, 'RequiredField'],
    ['', 'RequiredField'],
    ['  ', 'RequiredField'],
    [[], 'RequiredField'],
    ['x', null],
    [0, null],
    [false, null],
    [['a'], null],
    [{}, null],
  ])('required(%j) -> %j', (value, expected) => expect(required(value)).toBe(expected));

  it.each([
    ['', null],
    ['12', null],
    ['12.5', null],
    ['12,5', null],
    ['-3', null],
    [7, null],
    [Number.NaN, 'ItNeedToBeANumber'],
    ['12a', 'ItNeedToBeANumber'],
    ['1e3', 'ItNeedToBeANumber'],
  ])('isNumber(%j) -> %j', (value, expected) => expect(isNumber(value)).toBe(expected));

  it.each([
    ['', 'RequiredField'],
    ['abc', 'ItNeedToBeANumber'],
    ['10', null],
  ])('required then number: %j -> %j', (value, expected) =>
    expect(composeValidators<unknown, string>(required, isNumber)(value)).toBe(expected),
  );
});

describe('validateLegalPayer', () => {
  const valid = {
    name: 'ООО Ромашка',
    address: 'Севастополь',
    ogrn: '1234567890123',
    inn: '1234567890',
    kpp: '123456789',
  };
  it.each([
    ['valid', valid, {}],
    ['12-digit INN', { ...valid, inn: '123456789012' }, {}],
    [
      'all empty',
      {},
      {
        name: 'RequiredField',
        address: 'RequiredField',
        ogrn: 'RequiredField',
        inn: 'RequiredField',
        kpp: 'RequiredField',
      },
    ],
    ['OGRN 12 digits', { ...valid, ogrn: '123456789012' }, { ogrn: 'payer.ogrn' }],
    ['OGRN with a letter', { ...valid, ogrn: '123456789012a' }, { ogrn: 'payer.ogrn' }],
    ['INN 11 digits', { ...valid, inn: '12345678901' }, { inn: 'payer.inn' }],
    ['KPP 8 digits', { ...valid, kpp: '12345678' }, { kpp: 'payer.kpp' }],
    ['blank name', { ...valid, name: '  ' }, { name: 'RequiredField' }],
  ])('%s', (_name, values, expected) => expect(validateLegalPayer(values)).toEqual(expected));
});

describe('validateIndividualPayer', () => {
  const valid = {
    firstName: 'Иван',
    lastName: 'Иванов',
    middleName: 'Иванович',
    typeDoc: 1 as const,
    seriesDoc: '4510',
    numberDoc: '123456',
    DateDoc: '2010-05-20',
    issuer: 'ОВД',
    address: 'Ростов',
  };
  it.each([
    ['valid', valid, {}],
    ['licence as a string type', { ...valid, typeDoc: '2' as const }, {}],
    ['series with a letter', { ...valid, seriesDoc: '45 1O' }, { seriesDoc: 'payer.digitsOnly' }],
    ['number with a space', { ...valid, numberDoc: '123 456' }, { numberDoc: 'payer.digitsOnly' }],
    ['date in 1899', { ...valid, DateDoc: '1899-12-31' }, { DateDoc: 'payer.dateInvalid' }],
    ['date missing', { ...valid, DateDoc: '' }, { DateDoc: 'RequiredField' }],
    ['no document type', { ...valid, typeDoc: undefined }, { typeDoc: 'RequiredField' }],
    ['no middle name', { ...valid, middleName: '' }, { middleName: 'RequiredField' }],
    [
      'no issuer or address',
      { ...valid, issuer: '', address: ' ' },
      { issuer: 'RequiredField', address: 'RequiredField' },
    ],
  ])('%s', (_name, values, expected) => expect(validateIndividualPayer(values)).toEqual(expected));

  it.each([
    ['1900-01-01', null],
    ['2099-12-31', null],
    ['2100-01-01', 'payer.dateInvalid'],
    ['2010-02-30', 'payer.dateInvalid'],
    ['20.05.2010', 'payer.dateInvalid'],
    ['2010-5-20', 'payer.dateInvalid'],
  ])('issue date %j -> %j', (value, expected) => expect(validateIssueDate(value)).toBe(expected));
});

describe('validateFeedbackForm', () => {
  it.each([
    ['valid without topic or phone', { message: 'Не работает паркомат', email: 'a@b.ru' }, {}],
    [
      'valid with everything',
      { idSubject: '3', message: 'Текст', email: 'a@b.ru', phone: '+79123456789' },
      {},
    ],
    ['blank message', { message: '   ', email: 'a@b.ru' }, { message: 'RequiredField' }],
    ['no e-mail', { message: 'x' }, { email: 'email.mustBeValid' }],
    ['bad phone', { message: 'x', email: 'a@b.ru', phone: '123' }, { phone: 'phone.mustBeValid' }],
  ])('%s', (_name, values, expected) => expect(validateFeedbackForm(values)).toEqual(expected));
});

describe('validateStartParkingForm', () => {
  const context = { now, timeZone: SIMF };
  const base = { parking: { code: '101' }, vehicle: 'А123ВС77' };
  it.each([
    ['today with vehicle and parking', { ...base, type: 'today' as const, duration: 60 }, {}],
    ['today without a duration is allowed', { ...base, type: 'today' as const }, {}],
    [
      'nothing chosen',
      { type: 'today' as const },
      { parking: 'RequiredField', vehicle: 'RequiredField' },
    ],
    [
      'post complete',
      { ...base, type: 'post' as const, duration: 60, postStart: '2025-03-05T09:00:00+03:00' },
      {},
    ],
    [
      'post missing both',
      { ...base, type: 'post' as const },
      { duration: 'RequiredField', postStart: 'RequiredField' },
    ],
    [
      'post in the future',
      { ...base, type: 'post' as const, duration: 60, postStart: '2025-03-05T15:00:00+03:00' },
      { postStart: 'FuturePost' },
    ],
    [
      'post yesterday',
      {
        ...base,
        type: 'postYesterday' as const,
        duration: 60,
        postStart: '2025-03-04T22:00:00+03:00',
      },
      {},
    ],
    [
      'post yesterday too old',
      {
        ...base,
        type: 'postYesterday' as const,
        duration: 60,
        postStart: '2025-03-03T22:00:00+03:00',
      },
      { postStart: 'PostPaymentExpired' },
    ],
  ])('%s', (_name, values, expected) =>
    expect(validateStartParkingForm(values, context)).toEqual(expected),
  );
});

describe('subscriptions', () => {
  it.each([
    ['2025-03-05', 0, null],
    ['2025-03-04', 0, 'subscription.startBeforeMin'],
    ['2025-04-05', 0, null],
    ['2025-04-06', 0, 'subscription.startTooFar'],
    ['2025-03-06', 2, 'subscription.startBeforeMin'],
    ['2025-03-07', 2, null],
    ['', 0, 'RequiredField'],
    ['tomorrow', 0, 'InvalidFormat'],
  ])('start %j with offset %i -> %j', (value, minOffsetDays, expected) =>
    expect(validateSubscriptionStart(value, { now, timeZone: SIMF, minOffsetDays })).toBe(expected),
  );

  it("reads 'today' in the city zone", () => {
    // 22:30Z on 4 March is already 5 March in Simferopol
    expect(
      validateSubscriptionStart('2025-03-04', { now: '2025-03-04T22:30:00Z', timeZone: SIMF }),
    ).toBe('subscription.startBeforeMin');
    expect(
      validateSubscriptionStart('2025-03-04', { now: '2025-03-04T22:30:00Z', timeZone: 'UTC' }),
    ).toBeNull();
  });

  it.each([
    ['complete', { vehicle: 'А123ВС77', zones: ['101'], startDate: '2025-03-06', timing: 30 }, {}],
    [
      'empty',
      { zones: [] },
      {
        vehicle: 'RequiredField',
        zones: 'RequiredField',
        startDate: 'RequiredField',
        timing: 'RequiredField',
      },
    ],
    [
      'start in the past',
      { vehicle: 'x', zones: ['101'], startDate: '2025-03-01', timing: 7 },
      { startDate: 'subscription.startBeforeMin' },
    ],
  ])('constructor: %s', (_name, values, expected) =>
    expect(validateConstructorForm(values, { now, timeZone: SIMF })).toEqual(expected),
  );

  it('defaults the constructor start to tomorrow', () =>
    expect(defaultConstructorStart(now, SIMF)).toBe('2025-03-06'));

  it.each([
    ['month pass', { vehicle: 'x', startDate: '2025-03-10', permitType: 'mounth' }, {}],
    [
      'month pass before the offset',
      { vehicle: 'x', startDate: '2025-03-05', permitType: 'mounth' },
      { startDate: 'subscription.startBeforeMin' },
    ],
    [
      'previous day needs a duration only',
      { vehicle: 'x', permitType: 'prev_day' },
      { duration: 'RequiredField' },
    ],
    ['no vehicle', { startDate: '2025-03-10', permitType: 'day' }, { vehicle: 'RequiredField' }],
  ])('subscription: %s', (_name, values, expected) =>
    expect(validateSubscriptionForm(values, { now, timeZone: SIMF, minOffsetDays: 1 })).toEqual(
      expected,
    ),
  );
});
