// Writes the history to a file as it streams from the database: an xlsx through exceljs' streaming
// WorkbookWriter (rows committed as they come) and a PDF through pdfkit piped to the file (pages
// flushed as they fill). Neither holds the whole history in memory.
import fs from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { describeOperation, type Operation } from '@parking/shared/contracts';
import type { FileLabels } from './labels';

export interface ExportContext {
  labels: FileLabels;
  timeZone: string;
  /** 'dd.MM.yyyy – dd.MM.yyyy' or the labels' allTime. */
  periodText: string;
  now: Date;
}

/** The city's wall-clock time of an instant, as Excel (which has no zones) should show it. */
function excelLocalDate(iso: string, zone: string): Date {
  return DateTime.fromISO(iso, { zone }).setZone('UTC', { keepLocalTime: true }).toJSDate();
}

export function localText(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toFormat('dd.MM.yyyy HH:mm');
}

export async function writeXlsx(
  file: string,
  rows: AsyncIterable<Operation[]>,
  ctx: ExportContext,
): Promise<number> {
  const { labels } = ctx;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Parking portal';
  workbook.created = ctx.now;
  const sheet = workbook.addWorksheet(labels.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const c = labels.columns;
  sheet.columns = [
    { header: c.date, key: 'date', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
    { header: c.operation, key: 'operation', width: 20 },
    { header: c.amount, key: 'amount', width: 14, style: { numFmt: '#,##0.00' } },
    { header: c.status, key: 'status', width: 14 },
    { header: c.zone, key: 'zone', width: 14 },
    { header: c.vehicle, key: 'vehicle', width: 14 },
    { header: c.orderNumber, key: 'orderNumber', width: 22 },
    { header: c.description, key: 'description', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const batch of rows) {
    for (const op of batch) {
      sheet
        .addRow({
          date: excelLocalDate(op.dateOperation, ctx.timeZone),
          operation: labels.types[op.type] ?? op.type,
          amount: op.amount,
          status: labels.statuses[op.status] ?? op.status,
          zone: op.zone ?? '',
          vehicle: op.transport ?? '',
          orderNumber: op.orderNumber,
          description: describeOperation(op, labels.description),
        })
        .commit();
      count++;
    }
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

// A4 landscape, points.
const MARGIN = 28;
const ROW_HEIGHT = 13;
const FONT_SIZE = 7.5;
const COLUMNS: Array<{ key: keyof FileLabels['columns']; width: number; align?: 'right' }> = [
  { key: 'date', width: 72 },
  { key: 'operation', width: 90 },
  { key: 'amount', width: 62, align: 'right' },
  { key: 'status', width: 62 },
  { key: 'zone', width: 70 },
  { key: 'vehicle', width: 62 },
  { key: 'orderNumber', width: 110 },
  { key: 'description', width: 257 },
];

/** Cuts a cell to what fits its column (about 0.55 em a character) instead of measuring each one. */
function fit(value: string, width: number): string {
  const max = Math.floor(width / (FONT_SIZE * 0.55));
  return value.length > max ? `${value.slice(0, Math.max(1, max - 1))}…` : value;
}

function money(amount: number): string {
  const fixed = Math.abs(amount).toFixed(2);
  const [int, frac] = fixed.split('.');
  return `${amount < 0 ? '−' : amount > 0 ? '+' : ''}${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00A0')},${frac}`;
}

/**
 * pdfkit keeps the layout of every distinct word it has set for the document's whole life, and a
 * history's order numbers and times are all distinct: emptied after each batch, memory stays flat
 * (turning the cache off instead makes a 100,000-row file several times slower).
 */
function forgetLayouts(doc: PDFKit.PDFDocument): void {
  const fonts =
    (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })
      ._fontFamilies ?? {};
  for (const font of Object.values(fonts))
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
}

export async function writePdf(
  file: string,
  rows: AsyncIterable<Operation[]>,
  ctx: ExportContext,
): Promise<number> {
  const { labels } = ctx;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: labels.title, Creator: 'Parking portal' },
  });
  const out = fs.createWriteStream(file);
  const finished = once(out, 'finish');
  // Not doc.pipe(out): a pipe pauses pdfkit when the file falls behind, and pdfkit, which cannot be
  // paused, then piles every later chunk up in its own buffer (the whole document by the end).
  // Written straight through, the backlog sits in the file stream, drained after every batch.
  doc.on('data', (chunk: Buffer) => out.write(chunk));
  doc.on('end', () => out.end());
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);

  const bottom = doc.page.height - MARGIN;
  let y = MARGIN;
  const header = () => {
    doc.font('bold').fontSize(FONT_SIZE);
    let x = MARGIN;
    for (const col of COLUMNS) {
      doc.text(labels.columns[col.key], x, y, {
        width: col.width - 4,
        lineBreak: false,
        align: col.align ?? 'left',
      });
      x += col.width;
    }
    y += ROW_HEIGHT;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(doc.page.width - MARGIN, y - 3)
      .lineWidth(0.5)
      .stroke();
    doc.font('body').fontSize(FONT_SIZE);
  };

  doc.font('bold').fontSize(14).text(labels.title, MARGIN, y);
  y += 20;
  doc
    .font('body')
    .fontSize(9)
    .text(
      `${labels.period}: ${ctx.periodText}. ${labels.generated}: ${DateTime.fromJSDate(ctx.now, { zone: ctx.timeZone }).toFormat('dd.MM.yyyy HH:mm')}`,
      MARGIN,
      y,
    );
  y += 18;
  header();

  let count = 0;
  for await (const batch of rows) {
    for (const op of batch) {
      if (y + ROW_HEIGHT > bottom) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      const cells: Record<keyof FileLabels['columns'], string> = {
        date: localText(op.dateOperation, ctx.timeZone),
        operation: labels.types[op.type] ?? op.type,
        amount: money(op.amount),
        status: labels.statuses[op.status] ?? op.status,
        zone: op.zone ?? '',
        vehicle: op.transport ?? '',
        orderNumber: op.orderNumber,
        description: describeOperation(op, labels.description),
      };
      let x = MARGIN;
      for (const col of COLUMNS) {
        const value = cells[col.key];
        if (value)
          doc.text(fit(value, col.width - 4), x, y, {
            width: col.width - 4,
            lineBreak: false,
            align: col.align ?? 'left',
          });
        x += col.width;
      }
      y += ROW_HEIGHT;
      count++;
    }
    forgetLayouts(doc);
    // Let the file stream drain between batches so finished pages do not pile up in memory.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  if (count === 0) doc.text(labels.empty, MARGIN, y);
  doc.end();
  await finished;
  return count;
}
