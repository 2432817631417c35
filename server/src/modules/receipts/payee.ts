// Who receives the money of a receipt, per city, and the payment string of the QR code in the
// Russian banks' format ST00012 (GOST R 56042-2014: 'ST0001' + '2' = UTF-8, '|'-separated Key=Value).
// The demo requisites are illustrative; a production city sets real ones here before go-live.
import type { StoredPayer } from './tables';

export interface Payee {
  name: string;
  inn: string;
  kpp: string;
  personalAcc: string;
  bankName: string;
  bic: string;
  correspAcc: string;
}

const PAYEES: Record<string, Payee> = {
  sevastopol: {
    name: 'ГКУ «Севастопольский парковочный центр»',
    inn: '9204000000',
    kpp: '920401001',
    personalAcc: '03221643670000007400',
    bankName: 'ОТДЕЛЕНИЕ СЕВАСТОПОЛЬ БАНКА РОССИИ//УФК по г. Севастополю',
    bic: '016711001',
    correspAcc: '40102810045370000056',
  },
  rostov: {
    name: 'МКУ «Городской центр управления парковками»',
    inn: '6164000000',
    kpp: '616401001',
    personalAcc: '03231643600000005800',
    bankName: 'ОТДЕЛЕНИЕ РОСТОВ-НА-ДОНУ БАНКА РОССИИ//УФК по Ростовской области',
    bic: '016015102',
    correspAcc: '40102810845370000050',
  },
};

const FALLBACK: Payee = { ...PAYEES.sevastopol!, name: 'Городской парковочный центр' };

export function payeeOf(city: string): Payee {
  return PAYEES[city] ?? FALLBACK;
}

// '|' separates the fields: it may not appear inside a value.
const clean = (value: string) => value.replace(/[|\r\n]+/g, ' ').trim();

export function paymentString(
  payee: Payee,
  payer: StoredPayer,
  receipt: { sumKopecks: number; purpose: string; uin: string },
): string {
  const fields: [string, string][] = [
    ['Name', payee.name],
    ['PersonalAcc', payee.personalAcc],
    ['BankName', payee.bankName],
    ['BIC', payee.bic],
    ['CorrespAcc', payee.correspAcc],
    ['PayeeINN', payee.inn],
    ['KPP', payee.kpp],
    ['Sum', String(receipt.sumKopecks)],
    ['Purpose', receipt.purpose],
    ['UIN', receipt.uin],
  ];
  if (payer.type === 1) {
    fields.push(
      ['LastName', payer.lastName],
      ['FirstName', payer.firstName],
      ['MiddleName', payer.middleName],
      ['PayerAddress', payer.address],
    );
  } else {
    fields.push(['PayerINN', payer.inn], ['PayerAddress', payer.address]);
  }
  return [
    'ST00012',
    ...fields.filter(([, value]) => value !== '').map(([key, value]) => `${key}=${clean(value)}`),
  ].join('|');
}
