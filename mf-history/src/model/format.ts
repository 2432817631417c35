// How a row shows: the amount with its sign and tone (spec section 4), the date in the city's zone.
import { DateTime } from 'luxon';
import { formatMoney } from '@parking/shared/domain';
import type { Operation } from '@parking/shared/contracts';

export type AmountTone = 'negative' | 'positive' | 'neutral';

/** payment and renew negative, refill and cancel positive, zero neutral. */
export function amountTone(amount: number): AmountTone {
  if (amount < 0) return 'negative';
  if (amount > 0) return 'positive';
  return 'neutral';
}

/** '+500,00 р', '−100,00 р', '0,00 р'. */
export function amountText(amount: number): string {
  const { text } = formatMoney(Math.abs(amount));
  if (amount > 0) return `+${text}`;
  if (amount < 0) return `\u2212${text}`;
  return text;
}

export function dateText(iso: string, zone: string | undefined, lng: string): string {
  const at = DateTime.fromISO(iso, zone ? { zone } : {});
  return at.isValid ? at.setLocale(lng).toFormat('dd.MM.yyyy HH:mm') : iso;
}

/** A receipt link: the provider's page when checkFiscal is a URL, else the receipts screen. */
export function receiptHref(
  op: Pick<Operation, 'checkFiscal'>,
): { href: string; external: boolean } | null {
  if (!op.checkFiscal) return null;
  if (/^https?:\/\//i.test(op.checkFiscal)) return { href: op.checkFiscal, external: true };
  return {
    href: `/profile/receipts?receipt=${encodeURIComponent(op.checkFiscal)}`,
    external: false,
  };
}
