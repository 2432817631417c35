import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, logIn, mockApi, ok, setUpI18n } from '../test/helpers';
import { fineTone, PenaltyPage } from './penalty-page';

beforeAll(setUpI18n);
beforeEach(logIn);

const fine = (uin: string, fineStatus: string, extra: Record<string, unknown> = {}) => ({
  uin,
  article: 'ч. 1 ст. 8.13',
  place: 'ул. Ленина, 1',
  offenseDate: '2030-01-10T09:00:00Z',
  rulingDate: '2030-01-15T09:00:00Z',
  date: '2030-01-15T09:00:00Z',
  orderNumber: `ON-${uin.slice(-3)}`,
  fineStatus,
  totalSum: 1500,
  paidSum: fineStatus === 'paid' ? 1500 : 0,
  sts: '12АВ345678',
  grz: 'А123ВС77',
  start: null,
  end: null,
  type: 'parking',
  provider: 'ГКУ',
  ...extra,
});

const card = (orderNumber: string) =>
  screen
    .getByRole('heading', { name: new RegExp(`№ ${orderNumber}`) })
    .closest('li') as HTMLElement;

test('spec 4 colours: paid green; six closed statuses grey; bailiffs red; others default', () => {
  expect(fineTone('paid')).toBe('green');
  for (const s of ['suspended', 'sent', 'delivered', 'cancelled', 'signed', 'returned'])
    expect(fineTone(s)).toBe('grey');
  expect(fineTone('sentToBailiffs')).toBe('red');
  expect(fineTone('unpaid')).toBe('default');
  expect(fineTone('partlyPaid')).toBe('default');
});

test('lists fines with status text and its colour, sums, plate and STS', async () => {
  mockApi({
    'GET /finesstorage/fines/v1': ok([
      fine('18810000000000000001', 'paid'),
      fine('18810000000000000002', 'sentToBailiffs'),
      fine('18810000000000000003', 'signed'),
      fine('18810000000000000004', 'unpaid'),
    ]),
  });
  render(<PenaltyPage />);
  await screen.findByRole('list', { name: 'Список штрафов' });
  const status = (order: string) => within(card(order)).getByText(/Статус/);
  expect(status('ON-001')).toHaveTextContent('Статус: Оплачен');
  expect(status('ON-001')).toHaveClass('fine__status--green');
  expect(status('ON-002')).toHaveTextContent('Передан судебным приставам');
  expect(status('ON-002')).toHaveClass('fine__status--red');
  expect(status('ON-003')).toHaveClass('fine__status--grey');
  expect(status('ON-004')).toHaveClass('fine__status--default');
  const first = within(card('ON-001'));
  expect(first.getAllByText('1 500,00 р')).toHaveLength(2);
  expect(first.getByText('А123ВС77')).toBeInTheDocument();
  expect(first.getByText('12АВ345678')).toBeInTheDocument();
  expect(first.getByText('Кто выписал').nextSibling).toHaveTextContent('ГКУ');
  expect(first.queryByText('Неоплаченная парковка')).not.toBeInTheDocument();
});

test('the unpaid parking interval shows in the city time', async () => {
  mockApi({
    'GET /finesstorage/fines/v1': ok([
      fine('18810000000000000005', 'unpaid', {
        start: '2030-01-10T09:00:00Z',
        end: '2030-01-10T10:35:00Z',
      }),
    ]),
  });
  render(<PenaltyPage />);
  const item = within(await screen.findByRole('listitem'));
  expect(item.getByText('Неоплаченная парковка').nextSibling).toHaveTextContent(
    /10\.01\.2030 \d\d:00 – 10\.01\.2030 \d\d:35/,
  );
});

test('the photo loads only on demand and shows with alt text', async () => {
  const calls = mockApi({
    'GET /finesstorage/fines/v1': ok([fine('18810000000000000001', 'unpaid')]),
    'GET /finesstorage/fineimage/v1': ok({ image: 'iVBORw0KGgo=' }),
  });
  render(<PenaltyPage />);
  const button = await screen.findByRole('button', { name: /Показать фото/ });
  expect(calls.filter((c) => c.path.includes('fineimage'))).toHaveLength(0);
  await userEvent.click(button);
  const img = await screen.findByRole('img', { name: /Фото нарушения по постановлению № ON-001/ });
  expect(img).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  const imageCall = calls.find((c) => c.path === '/finesstorage/fineimage/v1');
  expect(imageCall?.query).toMatchObject({ uin: '18810000000000000001', token: 'tok' });
});

test("'You have no fines' when the list is empty", async () => {
  mockApi({ 'GET /finesstorage/fines/v1': ok([]) });
  render(<PenaltyPage />);
  expect(await screen.findByText('У вас нет штрафов')).toBeInTheDocument();
});

test('a load failure shows the error with retry', async () => {
  let attempt = 0;
  mockApi({
    'GET /finesstorage/fines/v1': () => (++attempt === 1 ? fail('UnknownError') : ok([])),
  });
  render(<PenaltyPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Не удалось загрузить штрафы');
  await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('У вас нет штрафов')).toBeInTheDocument();
});
