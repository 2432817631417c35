import {
  NBSP,
  floor1,
  floor2,
  formatKopecks,
  formatMoney,
  isBalanceSufficient,
  kopecksToRoubles,
  parseAmount,
  pricePerMinute,
  roublesToKopecks,
  validateRefillAmount,
} from './money';

describe('rounding', () => {
  it.each([
    [0.29, 0.29],
    [1.005, 1],
    [1.999, 1.99],
    [12.345, 12.34],
    [100, 100],
    [0.1 + 0.2, 0.3],
  ])('floor2(%p) = %p', (value, expected) => expect(floor2(value)).toBe(expected));

  it.each([
    [33.333, 33.3],
    [12.99, 12.9],
    [0.3, 0.3],
    [15, 15],
  ])('floor1(%p) = %p', (value, expected) => expect(floor1(value)).toBe(expected));
});

describe('units', () => {
  it.each([
    [5000, 50],
    [1, 0.01],
    [12345, 123.45],
  ])('%i kopecks = %p roubles', (k, r) => {
    expect(kopecksToRoubles(k)).toBe(r);
    expect(roublesToKopecks(r)).toBe(k);
  });
  it('repairs the float of typed roubles', () => expect(roublesToKopecks(0.29)).toBe(29));
  it.each([
    [6000, 100],
    [5000, 5000 / 60],
  ])('price per minute of %i is %p', (hourly, perMinute) =>
    expect(pricePerMinute(hourly)).toBe(perMinute),
  );
});

describe('formatMoney', () => {
  it.each([
    [0, '0', '00', `0,00${NBSP}р`],
    [50, '50', '00', `50,00${NBSP}р`],
    [1234.5, `1${NBSP}234`, '50', `1${NBSP}234,50${NBSP}р`],
    [1234567.891, `1${NBSP}234${NBSP}567`, '89', `1${NBSP}234${NBSP}567,89${NBSP}р`],
    [0.29, '0', '29', `0,29${NBSP}р`],
    [-12.5, '12', '50', `-12,50${NBSP}р`],
  ])('%p -> %j , %j', (value, integer, fraction, text) => {
    const parts = formatMoney(value);
    expect(parts).toMatchObject({ integer, fraction, suffix: 'р', text });
  });

  it('takes options and kopecks', () => {
    expect(formatKopecks(123456, { decimalSeparator: '.', suffix: '' }).text).toBe(
      `1${NBSP}234.56`,
    );
  });
});

describe('validateRefillAmount', () => {
  it.each([
    ['100', undefined, null],
    [100, 1000, null],
    ['1 000,50', 5000, null],
    ['1000', 1000, null],
    ['', undefined, 'RequiredField'],
    [null, undefined, 'RequiredField'],
    ['abc', undefined, 'ItNeedToBeANumber'],
    ['10р', undefined, 'ItNeedToBeANumber'],
    ['0', undefined, 'money.mustBeGreaterThanZero'],
    ['-5', undefined, 'money.mustBeGreaterThanZero'],
    ['1000.01', 1000, 'RefillAmountCanNotBeMaxAllowable'],
    [15001, 15000, 'RefillAmountCanNotBeMaxAllowable'],
  ])('%j (max %j) -> %j', (value, max, expected) =>
    expect(validateRefillAmount(value, max)).toBe(expected),
  );

  it.each([
    ['12,5', 12.5],
    [' 1 000 ', 1000],
    ['.5', 0.5],
    ['1.2.3', NaN],
  ])('parseAmount(%j) = %p', (value, expected) => expect(parseAmount(value)).toBe(expected));
});

describe('isBalanceSufficient', () => {
  it.each([
    [100, 100, false, true],
    [100, 100, true, false],
    [101, 100, true, true],
    [99, 100, false, false],
  ])('balance %p, cost %p, strict %p -> %p', (balance, cost, strict, expected) =>
    expect(isBalanceSufficient(balance, cost, strict)).toBe(expected),
  );
});
