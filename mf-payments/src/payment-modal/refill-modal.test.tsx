import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import { initI18n } from '@parking/shared/i18n';
import { i18nReady } from '../i18n';
import { announceOptions, logIn, mockApi, ok, renderAt } from '../test-utils';
import PaymentModal from './payment-modal';

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  localStorage.clear();
  bus.reset();
  logIn();
  announceOptions({ maxRefillAmount: 15000 });
});

test('the refill amount must be a number above zero and within the maximum; the link comes first, then pay', async () => {
  const user = userEvent.setup();
  const api = mockApi({
    '/api/payment/refill': () =>
      ok({ invoiceId: 'i-1', RedirectURL: '/payment?amount=300,00&invoiceId=i-1', amount: 300 }),
  });
  renderAt(<PaymentModal onClose={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
  const amount = screen.getByRole('textbox', { name: /Сумма пополнения/ });
  await user.type(amount, '0');
  expect(screen.getByText('Сумма должна быть больше нуля')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, 'abc');
  expect(screen.getByText('Здесь должно быть число.')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '20000');
  expect(screen.getByText('Сумма пополнения больше допустимой.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Получить ссылку на оплату' })).toBeDisabled();

  await user.clear(amount);
  await user.type(amount, '300');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Способ оплаты/ }),
    'Банковская карта',
  );
  await user.click(screen.getByRole('button', { name: 'Получить ссылку на оплату' }));
  const link = await screen.findByRole('link', { name: 'Перейти к оплате' });
  expect(link).toHaveAttribute('href', '/payment?amount=300.00&invoiceId=i-1');
  const body = api.of('/api/payment/refill')[0].body as URLSearchParams;
  expect(body.get('RefillAmount')).toBe('300');
  expect(body.get('PaymentService')).toBe('card');

  // changing the form drops the link
  await user.type(amount, '0');
  expect(screen.queryByRole('link', { name: 'Перейти к оплате' })).not.toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
});
