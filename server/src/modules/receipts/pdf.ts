// The receipt as a one-page A4 PDF: Cyrillic text in the embedded DejaVu font, the payee's
// requisites, the payer, purpose, UIN and sum, and a QR code of the ST00012 payment string that a
// banking app scans to fill in the payment.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatKopecks } from '@parking/shared/domain';
import type { Payee } from './payee';
import type { StoredPayer } from './tables';

const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const MARGIN = 50;

export interface ReceiptDocument {
  receiptNumber: string;
  date: string;
  payer: StoredPayer;
  payee: Payee;
  purpose: string;
  uin: string;
  sumKopecks: number;
  paymentString: string;
}

export function payerName(payer: StoredPayer): string {
  return payer.type === 2
    ? payer.name
    : [payer.lastName, payer.firstName, payer.middleName].filter(Boolean).join(' ');
}

function payerLines(payer: StoredPayer): string[] {
  if (payer.type === 2)
    return [`ИНН ${payer.inn}, КПП ${payer.kpp}, ОГРН ${payer.ogrn}`, `Адрес: ${payer.address}`];
  const doc = payer.typeDoc === 1 ? 'Паспорт' : 'Водительское удостоверение';
  return [
    `${doc} ${payer.seriesDoc} ${payer.numberDoc}, выдан ${payer.issuer} ${payer.DateDoc.split('-').reverse().join('.')}`,
    `Адрес: ${payer.address}`,
  ];
}

export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const qr = await QRCode.toBuffer(receipt.paymentString, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 220,
  });
  const title = receipt.payer.type === 2 ? 'Счёт на оплату' : 'Квитанция на оплату';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} № ${receipt.receiptNumber}`, Creator: 'Parking portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const width = doc.page.width - MARGIN * 2 - 180;
  const line = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true, width });
    doc.font('body').text(value, { width });
    doc.moveDown(0.3);
  };

  doc
    .font('bold')
    .fontSize(16)
    .text(`${title} № ${receipt.receiptNumber}`, MARGIN, MARGIN, { width });
  doc.font('body').fontSize(10).text(`от ${receipt.date}`, { width });
  doc.image(qr, doc.page.width - MARGIN - 160, MARGIN, { width: 160 });
  doc.moveDown(1.5);

  doc.font('bold').fontSize(12).text('Получатель', { width });
  doc.moveDown(0.3);
  line('Наименование', receipt.payee.name);
  line('ИНН / КПП', `${receipt.payee.inn} / ${receipt.payee.kpp}`);
  line('Банк', receipt.payee.bankName);
  line('БИК', receipt.payee.bic);
  line('Счёт получателя', receipt.payee.personalAcc);
  line('Корр. счёт', receipt.payee.correspAcc);
  doc.moveDown(0.8);

  doc.font('bold').fontSize(12).text('Плательщик', { width });
  doc.moveDown(0.3);
  line(receipt.payer.type === 2 ? 'Организация' : 'ФИО', payerName(receipt.payer));
  for (const text of payerLines(receipt.payer)) {
    doc.font('body').fontSize(10).text(text, { width });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8);

  line('Назначение платежа', receipt.purpose);
  line('УИН', receipt.uin);
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(14)
    .text(`Сумма: ${formatKopecks(receipt.sumKopecks).text}`, { width });
  doc.moveDown(1.5);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Оплатите в любом банке или отсканируйте QR-код в мобильном приложении банка. Укажите УИН, чтобы платёж был зачислен автоматически.',
      MARGIN,
      undefined,
      { width: doc.page.width - MARGIN * 2 },
    );
  doc.end();
  return done;
}
