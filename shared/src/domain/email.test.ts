import {
  EMAIL_ERROR_CODES,
  isEmail,
  validateEmail,
  validateFeedbackEmail,
  validateReceiptEmail,
} from './email';

describe('isEmail', () => {
  it.each([
    ['user@mail.ru', true],
    ['first.last+tag@sub.example.com', true],
    ['user_1@почта.рф', true],
    [' user@mail.ru ', true],
    ['user@mail', false],
    ['user@@mail.ru', false],
    ['user mail@mail.ru', false],
    ['.user@mail.ru', false],
    ['user..x@mail.ru', false],
    ['user@-mail.ru', false],
    ['user@mail.r', false],
    ['@mail.ru', false],
    ['', false],
  ])('%j -> %j', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe('validateEmail', () => {
  it.each([
    ['user@mail.ru', null],
    ['', 'RequiredField'],
    [null, 'RequiredField'],
    ['user@', 'email.invalidFormat'],
  ])('%j -> %j', (value, expected) => expect(validateEmail(value)).toBe(expected));
});

describe('validateReceiptEmail', () => {
  const local = 'a'.repeat(41);
  it.each([
    ['user@mail.ru', null],
    [`${local}@mail.ru`, null], // 49 characters
    [`${local}a@mail.ru`, null], // 50
    [`${local}aa@mail.ru`, 'email.maxLength'], // 51
    ['', 'email.required'],
    ['   ', 'email.required'],
    ['nope', 'email.invalidFormat'],
  ])('%j -> %j', (value, expected) => expect(validateReceiptEmail(value)).toBe(expected));
});

describe('validateFeedbackEmail', () => {
  it.each([
    ['user@mail.ru', null],
    ['', 'email.mustBeValid'],
    ['user@mail', 'email.mustBeValid'],
  ])('%j -> %j', (value, expected) => expect(validateFeedbackEmail(value)).toBe(expected));
});

it('lists every e-mail code once', () =>
  expect(new Set(EMAIL_ERROR_CODES).size).toBe(EMAIL_ERROR_CODES.length));
