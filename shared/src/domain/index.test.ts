import * as domain from './index';

it('re-exports every area and lists each code once', () => {
  for (const name of [
    'normalisePhone',
    'validateEmail',
    'validateProfilePassword',
    'validatePlate',
    'normaliseSts',
    'formatMoney',
    'splitStay',
    'required',
  ]) {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  }
  expect(new Set(domain.DOMAIN_ERROR_CODES).size).toBe(domain.DOMAIN_ERROR_CODES.length);
  expect(domain.DOMAIN_ERROR_CODES).toEqual(
    expect.arrayContaining([
      'RequiredField',
      'plate.invalidFormat',
      'CalendarIsEmpty',
      'FuturePost',
    ]),
  );
});
