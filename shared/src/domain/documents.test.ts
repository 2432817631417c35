import {
  documentMask,
  formatDocumentNumber,
  isSts,
  isVu,
  normaliseSts,
  validateDocumentNumber,
  validateDocumentType,
  validateVehicleSts,
} from './documents';

describe('normaliseSts', () => {
  it.each([
    ['12 ab 345678', '12AB345678'],
    ['12 аб 345678', '12АБ345678'],
    [null, ''],
  ])('%j -> %j', (value, expected) => expect(normaliseSts(value)).toBe(expected));
});

describe('isSts / isVu', () => {
  it.each([
    ['12 АБ 345678', true, true],
    ['12ab345678', true, true],
    ['1299345678', true, true],
    ['12 А 345678', false, false],
    ['1AB345678', false, false],
    ['12AB34567', false, false],
    ['12AB3456789', false, false],
    ['12A-345678', false, false],
  ])('%j: sts %j, vu %j', (value, sts, vu) => {
    expect(isSts(value)).toBe(sts);
    expect(isVu(value)).toBe(vu);
  });
});

describe('validateVehicleSts (optional)', () => {
  it.each([
    ['', [], null],
    [null, [], null],
    ['12 АБ 345678', [], null],
    ['12 АБ 34567', [], 'sts.invalidFormat'],
    ['12 ab 345678', ['12AB345678'], 'sts.occupied'],
    ['12 аб 345678', ['12АБ 345678'], 'sts.occupied'],
    ['12 АВ 345678', ['12АБ345678'], null],
  ])('%j among %j -> %j', (value, others, expected) =>
    expect(validateVehicleSts(value, others)).toBe(expected),
  );
});

describe('document dialog', () => {
  it.each([
    ['STS', null],
    ['VU', null],
    ['', 'document.typeRequired'],
    ['PASSPORT', 'document.typeRequired'],
  ])('type %j -> %j', (type, expected) => expect(validateDocumentType(type)).toBe(expected));

  it.each([
    ['STS', '12 АБ 345678', [], null],
    ['VU', '12 34 567890', [], null],
    ['', '12 АБ 345678', [], 'document.typeRequired'],
    ['STS', '', [], 'document.numberRequired'],
    ['STS', '12 АБ 3456', [], 'sts.invalidFormat'],
    ['VU', '1 АБ 345678', [], 'vu.invalidFormat'],
    ['VU', '12 ab 345678', ['12AB345678'], 'document.occupied'],
  ])('%s %j among %j -> %j', (type, value, existing, expected) =>
    expect(validateDocumentNumber(type, value, existing)).toBe(expected),
  );

  it.each([
    ['STS', '99 aa 999999'],
    ['VU', '99 ** 999999'],
  ] as const)('mask of %s is %j', (type, mask) => expect(documentMask(type)).toBe(mask));

  it.each([
    ['12аб345678', '12 АБ 345678'],
    ['1299 345678', '12 99 345678'],
  ])('formats %j as %j', (value, expected) => expect(formatDocumentNumber(value)).toBe(expected));
});
