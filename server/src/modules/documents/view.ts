// A document as the profile lists it (spec section 3: id, title, type, typeLabel).
import { formatDocumentNumber, type DocumentType } from '@parking/shared/domain';
import type { DocumentRow } from '../profile/tables';

export interface DocumentView {
  id: string;
  /** Series and number laid out: '12 АБ 345678'. */
  title: string;
  type: DocumentType;
  typeLabel: string;
  /** Normalised number ('12АБ345678'), what an edit sends back. */
  number: string;
}

export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  STS: 'Свидетельство о регистрации ТС',
  VU: 'Водительское удостоверение',
};

export function documentView(row: DocumentRow): DocumentView {
  return {
    id: row.id,
    title: formatDocumentNumber(row.number),
    type: row.type,
    typeLabel: DOCUMENT_TYPE_LABELS[row.type],
    number: row.number,
  };
}
