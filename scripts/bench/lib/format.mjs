// Small helpers to print figures as aligned tables.
import zlib from 'node:zlib';

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

export function kb(bytes) {
  return bytes == null ? '-' : `${(bytes / 1024).toFixed(1)} KB`;
}

/** rows: array of arrays of cells; the first row is the header; numbers align right. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) =>
    r
      .map((c, i) => {
        const s = String(c ?? '');
        return /^[\d.,-]+( KB)?$/.test(s) || s === '-'
          ? s.padStart(widths[i])
          : s.padEnd(widths[i]);
      })
      .join('  ');
  return [
    line(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
