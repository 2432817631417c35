// The payer of a receipt (spec section 7): sent by mf-payments as a JSON object with
// /creatrefill and /creatsubscription, validated and stored by server/src/modules/receipts.

/** An individual: a passport (typeDoc 1) or another identity document (2). */
export interface IndividualPayerData {
  type: 1;
  firstName: string;
  lastName: string;
  middleName: string;
  typeDoc: 1 | 2;
  seriesDoc: string;
  numberDoc: string;
  DateDoc: string;
  issuer: string;
  address: string;
}

export interface LegalPayerData {
  type: 2;
  name: string;
  ogrn: string;
  inn: string;
  kpp: string;
  address: string;
}

export type Payer = IndividualPayerData | LegalPayerData;
