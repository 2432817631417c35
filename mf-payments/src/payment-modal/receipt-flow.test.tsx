import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@parking/shared/bus';
import type { PaymentMethod } from '@parking/shared/contracts';
import { initI18n } from '@parking/shared/i18n';
import { DEFAULT_METHODS } from '../common/use-settings';
import { i18nReady } from '../i18n';
import { announceOptions, fail, logIn, mockApi, ok, renderAt } from '../test-utils';
import PaymentModal from './payment-modal';

const RECEIPT: PaymentMethod = {
  methodName: 'receipt',
  methodNameForShow: 'Квитанция',
  methodDescription: '',
  isPhoneRequired: false,
};

beforeAll(async () => {
  await initI18n('ru');
  await i18nReady;
});
beforeEach(() => {
  localStorage.clear();
  bus.reset();
  logIn();
  announceOptions({ maxRefillAmount: 15000, paymentsMethods: [...DEFAULT_METHODS, RECEIPT] });
});

const CREATED = {
  receiptnumber: '4200001234',
  receipt: {
    receiptnumber: '4200001234',
    sum: 300,
    UIN: '03554310000000000042',
    receiptname: 'Пополнение баланса по квитанции № 4200001234',
  },
};

async function openReceiptMode(user: ReturnType<typeof userEvent.setup>) {
  renderAt(<PaymentModal onClose={jest.fn()} />);
  await screen.findByRole('dialog', { name: 'Пополнение баланса' });
  await user.type(screen.getByRole('textbox', { name: /Сумма пополнения/ }), '300');
  await user.selectOptions(screen.getByRole('combobox', { name: /Способ оплаты/ }), 'Квитанция');
  return screen.getByRole('dialog', { name: 'Получение квитанции' });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Далее' });

test("the method 'Квитанция' switches to receipt mode with the payer-type switch", async () => {
  const user = userEvent.setup();
  mockApi({});
  const dialog = await openReceiptMode(user);
  const group = within(dialog).getByRole('group', { name: 'Плательщик' });
  expect(within(group).getByRole('radio', { name: 'Физическое лицо' })).toBeChecked();
  expect(field(/Фамилия/)).toBeInTheDocument();
  expect(
    within(dialog).queryByRole('button', { name: 'Получить ссылку на оплату' }),
  ).not.toBeInTheDocument();
  await user.click(within(group).getByRole('radio', { name: 'Юридическое лицо' }));
  expect(field(/ОГРН/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Фамилия/ })).not.toBeInTheDocument();
});

test('individual: masks keep digits, the shared rules check the date; Next waits for valid data', async () => {
  const user = userEvent.setup();
  mockApi({});
  await openReceiptMode(user);
  expect(next()).toBeDisabled();
  await user.type(field(/Фамилия/), 'Петров');
  await user.type(field(/^Имя/), 'Иван');
  await user.type(field(/Отчество/), 'Сергеевич');
  // letters are refused as typed; four digits at most
  await user.type(field(/Серия документа/), '40a1b2c3');
  expect(field(/Серия документа/)).toHaveValue('4012');
  await user.type(field(/Номер документа/), '1234567');
  expect(field(/Номер документа/)).toHaveValue('123456');
  await user.type(field(/Дата выдачи/), '18991301');
  expect(field(/Дата выдачи/)).toHaveValue('1899-13-01');
  await user.type(field(/Кем выдан/), 'ОВД');
  await user.type(field(/Адрес регистрации/), 'Севастополь');
  expect(field(/Дата выдачи/)).toHaveAccessibleDescription(
    expect.stringContaining('Дата не корректна'),
  );
  expect(next()).toBeDisabled();
  await user.clear(field(/Дата выдачи/));
  await user.type(field(/Дата выдачи/), '20150630');
  expect(next()).toBeEnabled();
  // a required field emptied again disables Next
  await user.clear(field(/Кем выдан/));
  expect(next()).toBeDisabled();
});

test('legal: OGRN 13, INN 10 or 12, KPP 9; then creatrefill with the payer and the result screen', async () => {
  const user = userEvent.setup();
  const api = mockApi({ '/api/creatrefill': () => ok(CREATED) });
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const dialog = await openReceiptMode(user);
  await user.click(within(dialog).getByRole('radio', { name: 'Юридическое лицо' }));
  await user.type(field(/Наименование организации/), 'ООО «Ромашка»');
  await user.type(field(/ОГРН/), '12345678901234567');
  expect(field(/ОГРН/)).toHaveValue('1234567890123');
  await user.type(field(/ИНН/), '12345678901');
  await user.type(field(/КПП/), '12345');
  await user.type(field(/Юридический адрес/), 'Севастополь, ул. Ленина, 1');
  await user.click(field(/Наименование организации/));
  expect(field(/ИНН/)).toHaveAccessibleDescription(expect.stringContaining('ИНН — 10 или 12 цифр'));
  expect(field(/КПП/)).toHaveAccessibleDescription(expect.stringContaining('КПП — 9 цифр'));
  expect(next()).toBeDisabled();
  await user.type(field(/ИНН/), '2');
  await user.type(field(/КПП/), '6789');
  expect(next()).toBeEnabled();
  await user.click(next());

  expect(
    await screen.findByRole('heading', { name: 'Квитанция № 4200001234 сформирована' }),
  ).toBeInTheDocument();
  const call = api.of('/api/creatrefill')[0];
  expect(call.url.searchParams.get('token')).toBe('tok');
  expect(call.body).toEqual({
    sum: 300,
    payer: {
      type: 2,
      name: 'ООО «Ромашка»',
      ogrn: '1234567890123',
      inn: '123456789012',
      kpp: '123456789',
      address: 'Севастополь, ул. Ленина, 1',
    },
  });
  expect(screen.getByText('03554310000000000042')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Распечатать' }));
  expect(print).toHaveBeenCalled();
  print.mockRestore();
});

test('a server error on creation shows in a danger alert', async () => {
  const user = userEvent.setup();
  mockApi({ '/api/creatrefill': () => fail('ValidationError') });
  await openReceiptMode(user);
  await user.click(screen.getByRole('radio', { name: 'Юридическое лицо' }));
  await user.type(field(/Наименование организации/), 'ООО');
  await user.type(field(/ОГРН/), '1234567890123');
  await user.type(field(/ИНН/), '1234567890');
  await user.type(field(/КПП/), '123456789');
  await user.type(field(/Юридический адрес/), 'Адрес');
  await user.click(next());
  expect(await screen.findByRole('alert')).toHaveClass('pk-alert--danger');
});

async function toResult(user: ReturnType<typeof userEvent.setup>) {
  await openReceiptMode(user);
  await user.click(screen.getByRole('radio', { name: 'Юридическое лицо' }));
  await user.type(field(/Наименование организации/), 'ООО');
  await user.type(field(/ОГРН/), '1234567890123');
  await user.type(field(/ИНН/), '1234567890');
  await user.type(field(/КПП/), '123456789');
  await user.type(field(/Юридический адрес/), 'Адрес');
  await user.click(next());
  await screen.findByRole('heading', { name: /сформирована/ });
}

test('download fetches the PDF as a blob and saves it as receipt.pdf', async () => {
  const user = userEvent.setup();
  mockApi({ '/api/creatrefill': () => ok(CREATED) });
  await toResult(user);
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'application/pdf' }),
    blob: async () => new Blob(['%PDF-1.4']),
  }));
  const original = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.href}`);
  });
  try {
    await user.click(screen.getByRole('button', { name: 'Скачать PDF' }));
    await screen.findByRole('button', { name: 'Скачать PDF' });
    await new Promise((r) => setTimeout(r, 0));
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/receipt');
    expect(url.searchParams.get('receiptnumber')).toBe('4200001234');
    expect(saved).toEqual(['receipt.pdf blob:x']);
  } finally {
    globalThis.fetch = original;
    click.mockRestore();
  }
});

test('send by e-mail: at most 50 characters and a valid address; the form submits and closes', async () => {
  const user = userEvent.setup();
  const api = mockApi({
    '/api/creatrefill': () => ok(CREATED),
    '/api/sendreceipt': () => ok({ sent: true }),
  });
  await toResult(user);
  await user.click(screen.getByRole('button', { name: 'Отправить на e-mail' }));
  const email = screen.getByRole('textbox', { name: /Электронная почта/ });
  await user.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(email).toHaveAccessibleDescription('Необходимо заполнить');
  await user.type(email, 'not-an-address');
  expect(email).toHaveAccessibleDescription('Неверный формат адреса');
  expect(api.of('/api/sendreceipt')).toHaveLength(0);
  await user.clear(email);
  await user.type(email, 'buh@romashka.ru');
  await user.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(await screen.findByText('Квитанция отправлена на buh@romashka.ru.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Электронная почта/ })).not.toBeInTheDocument();
  const query = api.of('/api/sendreceipt')[0].url.searchParams;
  expect(query.get('receiptnumber')).toBe('4200001234');
  expect(query.get('email')).toBe('buh@romashka.ru');
});
