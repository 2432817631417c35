import { DEFAULT_FILTER, requestKey, resetInvalidRange, toRequest } from './filter';
import { amountText, amountTone, receiptHref } from './format';

test('the default filter is the monthly period, nothing else', () => {
  expect(toRequest(DEFAULT_FILTER)).toEqual({ Period: 'monthly' });
});

test('dates go only with a custom period; texts are trimmed and empty ones left out', () => {
  const values = {
    ...DEFAULT_FILTER,
    period: 'weekly' as const,
    startDate: '2024-01-01',
    zone: '  ',
    orderNumber: ' 12 ',
    operation: 'refill' as const,
  };
  expect(toRequest(values)).toEqual({ Period: 'weekly', OrderNumber: '12', Operation: 'refill' });
  expect(toRequest({ ...values, period: 'custom' })).toMatchObject({
    Period: 'custom',
    StartDate: '2024-01-01',
  });
});

test('a start after the end is reset', () => {
  const bad = {
    ...DEFAULT_FILTER,
    period: 'custom' as const,
    startDate: '2024-02-02',
    endDate: '2024-02-01',
  };
  expect(resetInvalidRange(bad)).toMatchObject({ startDate: '', endDate: '2024-02-01' });
  const good = { ...bad, startDate: '2024-02-01' };
  expect(resetInvalidRange(good)).toBe(good);
});

test('request keys ignore field order', () => {
  expect(requestKey({ Period: 'all', Zone: 'x' })).toBe(requestKey({ Zone: 'x', Period: 'all' }));
});

test('amounts: sign and tone', () => {
  expect([amountTone(-1), amountTone(2), amountTone(0)]).toEqual([
    'negative',
    'positive',
    'neutral',
  ]);
  expect(amountText(1234.5)).toBe('+1\u00A0234,50\u00A0р');
  expect(amountText(-100)).toBe('\u2212100,00\u00A0р');
  expect(receiptHref({ checkFiscal: 'R-1' })).toEqual({
    href: '/profile/receipts?receipt=R-1',
    external: false,
  });
  expect(receiptHref({ checkFiscal: null })).toBeNull();
});
