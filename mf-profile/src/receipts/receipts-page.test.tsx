import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, mockApi, ok, setUpI18n } from '../test/helpers';
import { ReceiptsPage } from './receipts-page';

beforeAll(setUpI18n);
beforeEach(logIn);

test('the empty state says there are no receipts', async () => {
  mockApi({ 'GET /receipt-list': ok([]) });
  render(<ReceiptsPage />);
  expect(await screen.findByText('У вас пока нет квитанций')).toBeInTheDocument();
});

test('the table shows every column; legal is an Invoice, else a Receipt', async () => {
  mockApi({
    'GET /receipt-list': ok([
      {
        receiptnumber: '100200300',
        date: '2030-01-01T10:00:00Z',
        sum: 500,
        status: 'created',
        receiptname: 'Пополнение баланса',
        type: 'individual',
        UIN: '0355431000000000001',
      },
      {
        receiptnumber: '100200301',
        date: '2030-01-02T10:00:00Z',
        sum: 1200.5,
        status: 'paid',
        receiptname: 'Абонемент',
        type: 'legal',
        UIN: '0355431000000000002',
      },
    ]),
  });
  render(<ReceiptsPage />);
  const table = await screen.findByRole('table', { name: 'Мои квитанции' });
  const rows = within(table).getAllByRole('row');
  expect(
    within(rows[0])
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Дата', 'Номер', 'Сумма', 'Статус', 'Назначение', 'Тип', 'УИН']);
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    '01.01.2030',
    '100200300',
    '500,00\u00a0р',
    'Создана',
    'Пополнение баланса',
    'Квитанция',
    '0355431000000000001',
  ]);
  expect(within(rows[2]).getByRole('cell', { name: 'Счёт' })).toBeInTheDocument();
});

test('get a receipt by number and type downloads receipt.pdf', async () => {
  mockApi({ 'GET /receipt-list': ok([]) });
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'application/pdf' }),
    blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  }));
  const original = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:receipt');
  URL.revokeObjectURL = jest.fn();
  const clicks: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(`${this.download}:${this.href}`);
  });
  try {
    render(<ReceiptsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Получить квитанцию' }));
    const dialog = screen.getByRole('dialog', { name: 'Получение квитанции' });
    const number = within(dialog).getByRole('textbox', { name: /Номер квитанции/ });
    expect(number).toHaveFocus();
    await userEvent.type(number, '12ab3456789');
    expect(number).toHaveValue('123456789');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Тип документа/ }),
      'Счёт',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скачать PDF' }));
    expect(await within(dialog).findByText('Файл receipt.pdf сохранён.')).toBeInTheDocument();
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/receipt');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      receiptnumber: '123456789',
      type: 'legal',
      token: 'tok',
    });
    expect(clicks).toEqual(['receipt.pdf:blob:receipt']);
  } finally {
    globalThis.fetch = original;
    click.mockRestore();
  }
});
