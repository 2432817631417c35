import {
  loginIdentifierKind,
  registrationPasswordLoose,
  registrationPasswordStrict,
  validateConfirmPassword,
  validateLoginIdentifier,
  validateLoginPassword,
  validateProfilePassword,
  validateRestorePassword,
} from './password';

const chars = (n: number) => 'x'.repeat(n);

describe('validateProfilePassword (4 to 20)', () => {
  it.each([
    ['', 'RequiredField'],
    [chars(3), 'password.strongValidate'],
    [chars(4), null],
    [chars(20), null],
    [chars(21), 'password.strongValidate'],
  ])('%j -> %j', (value, expected) => expect(validateProfilePassword(value)).toBe(expected));
});

describe('validateRestorePassword and registrationPasswordStrict (6 to 20)', () => {
  it.each([
    ['', 'RequiredField'],
    [chars(5), 'password.length6to20'],
    [chars(6), null],
    [chars(20), null],
    [chars(21), 'password.length6to20'],
  ])('%j -> %j', (value, expected) => {
    expect(validateRestorePassword(value)).toBe(expected);
    expect(registrationPasswordStrict(value)).toBe(expected);
  });
});

describe('registrationPasswordLoose (more than 3)', () => {
  it.each([
    [null, 'RequiredField'],
    [chars(3), 'password.minLength4'],
    [chars(4), null],
    [chars(50), null],
  ])('%j -> %j', (value, expected) => expect(registrationPasswordLoose(value)).toBe(expected));
});

describe('validateConfirmPassword', () => {
  it.each([
    ['secret', '', 'password.confirmPassword'],
    ['secret', null, 'password.confirmPassword'],
    ['secret', 'Secret', 'password.passwordsNotMatch'],
    ['secret', 'secret', null],
  ])('%j / %j -> %j', (password, confirm, expected) =>
    expect(validateConfirmPassword(password, confirm)).toBe(expected),
  );
});

describe('validateLoginPassword', () => {
  it.each([
    ['', 'RequiredField'],
    [' ', null],
    ['a', null],
  ])('%j -> %j', (value, expected) => expect(validateLoginPassword(value)).toBe(expected));
});

describe('validateLoginIdentifier', () => {
  it.each([
    ['user@mail.ru', false, null],
    ['user@mail.ru', true, null],
    ['', true, 'RequiredField'],
    ['89123456789', false, 'email.invalidFormat'],
    ['89123456789', true, null],
    ['+7 912 345 67 89', true, null],
    ['12345', true, 'login.invalidFormat'],
  ])('%j (easy %j) -> %j', (value, easy, expected) =>
    expect(validateLoginIdentifier(value, easy)).toBe(expected),
  );

  it.each([
    ['user@mail.ru', 'email'],
    ['+79123456789', 'phone'],
    ['abc', null],
  ])('kind of %j is %j', (value, kind) => expect(loginIdentifierKind(value)).toBe(kind));
});
