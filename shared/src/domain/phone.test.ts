import {
  PHONE_ERROR_CODES,
  formatPhone,
  isEasyLoginPhone,
  maskPhone,
  normalisePhone,
  registrationPhone,
  smsPhone,
  unmaskPhone,
  validateFeedbackPhone,
  validateGuestPhone,
  validatePaymentPhone,
  validateRegistrationPhone,
} from './phone';

describe('normalisePhone', () => {
  it.each([
    ['79123456789', '79123456789'],
    ['89123456789', '79123456789'],
    ['+7 (912) 345-67-89', '79123456789'],
    ['8 912 345 67 89', '79123456789'],
    ['9123456789', '79123456789'],
    ['4951234567', '4951234567'],
    ['12345', '12345'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (value, expected) => expect(normalisePhone(value)).toBe(expected));
});

describe('registration and SMS variants', () => {
  it.each([
    ['+7 (912) 345-67-89', '+79123456789', '79123456789'],
    ['8-912-345-67-89', '89123456789', '89123456789'],
    [' +7 912 ', '+7912', '7912'],
  ])('%j -> registration %j, sms %j', (value, reg, sms) => {
    expect(registrationPhone(value)).toBe(reg);
    expect(smsPhone(value)).toBe(sms);
  });
});

describe('validateRegistrationPhone', () => {
  it.each([
    ['+7 (912) 345-67-89', null],
    ['89123456789', null],
    ['', 'RequiredField'],
    ['   ', 'RequiredField'],
    ['912345678', 'phone.incorrectNumber'],
    ['9123456789', 'phone.incorrectNumber'],
    ['791234567890', 'phone.incorrectNumber'],
  ])('%j -> %j', (value, expected) => expect(validateRegistrationPhone(value)).toBe(expected));
});

describe('isEasyLoginPhone', () => {
  it.each([
    ['79123456789', true],
    ['89123456789', true],
    ['+79123456789', true],
    ['7912345678', true], // 9 digits after the prefix
    ['+7 (912) 345-67-89', true],
    ['791234567', false], // 8 digits after the prefix
    ['791234567890', false], // 11 after the prefix
    ['99123456789', false],
    ['+89123456789', false],
    ['user@mail.ru', false],
  ])('%j -> %j', (value, expected) => expect(isEasyLoginPhone(value)).toBe(expected));
});

describe('validatePaymentPhone', () => {
  it.each([
    ['+79123456789', true, null],
    ['79123456789', true, null],
    ['89123456789', true, null],
    ['+7 (912) 345 - 67 - 89', true, null],
    ['7912345678', true, 'InvalidFormat'],
    ['9123456789', true, 'InvalidFormat'],
    ['+89123456789', true, 'InvalidFormat'],
    ['', true, 'RequiredField'],
    ['', false, null],
    ['123', false, 'InvalidFormat'],
  ])('%j (required %j) -> %j', (value, required, expected) =>
    expect(validatePaymentPhone(value, required)).toBe(expected),
  );
});

describe('validateGuestPhone', () => {
  it.each([
    ['', 'phone.cannotBeEmpty'],
    ['+7', 'phone.cannotBeEmpty'],
    ['+7 (912', 'phone.needToBe11Chars'],
    ['+7 (912) 345 - 67 - 8', 'phone.needToBe11Chars'],
    ['+7 (912) 345 - 67 - 89', null],
  ])('%j -> %j', (value, expected) => expect(validateGuestPhone(value)).toBe(expected));
});

describe('validateFeedbackPhone', () => {
  it.each([
    ['', null],
    ['89123456789', null],
    ['+7912345678', null],
    ['12345', 'phone.mustBeValid'],
  ])('%j -> %j', (value, expected) => expect(validateFeedbackPhone(value)).toBe(expected));
});

describe('formatPhone', () => {
  it.each([
    ['79123456789', '+ 7 (912) 345-67-89'],
    ['89123456789', '+ 7 (912) 345-67-89'],
    ['9123456789', '+ 7 (912) 345-67-89'],
    ['12345', '12345'],
    ['', ''],
  ])('%j -> %j', (value, expected) => expect(formatPhone(value)).toBe(expected));
});

describe('maskPhone / unmaskPhone', () => {
  it.each([
    ['', ''],
    ['9', '+7 (9'],
    ['912345', '+7 (912) 345'],
    ['89123456789', '+7 (912) 345 - 67 - 89'],
    ['+79123456789', '+7 (912) 345 - 67 - 89'],
    ['+7 (912) 345 - 67 - 89', '+7 (912) 345 - 67 - 89'],
  ])('%j -> %j', (value, expected) => expect(maskPhone(value)).toBe(expected));

  it('round-trips to the API form', () =>
    expect(unmaskPhone(maskPhone('89123456789'))).toBe('79123456789'));
});

it('lists every phone code once', () =>
  expect(new Set(PHONE_ERROR_CODES).size).toBe(PHONE_ERROR_CODES.length));
