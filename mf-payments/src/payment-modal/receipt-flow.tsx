// The payment modal's receipt sub-flow: payer type, payer data (shared rules as final-form
// validation, masked inputs), creating the receipt, then the result with print, PDF and e-mail.
import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isOk, type ApiResponse } from '@parking/shared/api';
import {
  applyMask,
  validateIndividualPayer,
  validateLegalPayer,
  validateReceiptEmail,
} from '@parking/shared/domain';
import { Alert, Button, Select, TextInput } from '@parking/shared/ui';
import { NS } from '../i18n';
import { downloadReceipt, sendReceipt, type CreatedReceipt, type Payer } from '../api/receipts';
import { errorText, money } from '../common/text';

export type CreateReceipt = (payer: Payer) => Promise<ApiResponse<CreatedReceipt>>;

/** Form values of both payer types; the type decides which ones travel. */
export interface PayerValues {
  type: '1' | '2';
  lastName?: string;
  firstName?: string;
  middleName?: string;
  typeDoc?: string;
  seriesDoc?: string;
  numberDoc?: string;
  DateDoc?: string;
  issuer?: string;
  address?: string;
  name?: string;
  ogrn?: string;
  inn?: string;
  kpp?: string;
}

// Masks keep what can be typed to the rule's alphabet and length (spec 5).
const MASKS = {
  seriesDoc: '9999',
  numberDoc: '999999',
  DateDoc: '9999-99-99',
  ogrn: '9'.repeat(13),
  inn: '9'.repeat(12),
  kpp: '9'.repeat(9),
} as const;

export function validatePayer(values: PayerValues): Record<string, string> {
  return (
    values.type === '2'
      ? validateLegalPayer(values)
      : validateIndividualPayer(values as Parameters<typeof validateIndividualPayer>[0])
  ) as Record<string, string>;
}

export function toPayer(values: PayerValues): Payer {
  const v = (key: keyof PayerValues) => (values[key] ?? '').trim();
  if (values.type === '2')
    return {
      type: 2,
      name: v('name'),
      ogrn: v('ogrn'),
      inn: v('inn'),
      kpp: v('kpp'),
      address: v('address'),
    };
  return {
    type: 1,
    lastName: v('lastName'),
    firstName: v('firstName'),
    middleName: v('middleName'),
    typeDoc: values.typeDoc === '2' ? 2 : 1,
    seriesDoc: v('seriesDoc'),
    numberDoc: v('numberDoc'),
    DateDoc: v('DateDoc'),
    issuer: v('issuer'),
    address: v('address'),
  };
}

function PayerField({
  name,
  label,
  hint,
  inputMode,
}: {
  name: keyof PayerValues;
  label: string;
  hint?: string;
  inputMode?: 'numeric';
}) {
  const { t } = useTranslation(NS);
  const mask = (MASKS as Record<string, string>)[name];
  return (
    <Field<string>
      name={name}
      parse={mask ? (value: string) => applyMask(value ?? '', mask) : undefined}
    >
      {({ input, meta }) => (
        <TextInput
          {...input}
          value={input.value ?? ''}
          label={label}
          hint={hint}
          required
          inputMode={inputMode}
          error={meta.touched && meta.error ? errorText(t, meta.error as string) : undefined}
        />
      )}
    </Field>
  );
}

export interface ReceiptPayerFormProps {
  /** The caller's own fields (the amount) are valid. */
  ready: boolean;
  create: CreateReceipt;
  onCreated(receipt: CreatedReceipt): void;
}

/** Payer type switch and data form; 'Next' stays disabled until the data is valid. */
export function ReceiptPayerForm({ ready, create, onCreated }: ReceiptPayerFormProps) {
  const { t } = useTranslation(NS);
  const [error, setError] = useState<string | null>(null);
  const radioName = `payer-type-${useId().replace(/:/g, '')}`;

  return (
    <Form<PayerValues>
      initialValues={{ type: '1', typeDoc: '1' }}
      validate={validatePayer}
      onSubmit={async (values) => {
        setError(null);
        const response = await create(toPayer(values));
        if (isOk(response)) onCreated(response.result);
        else setError(response.errorName);
      }}
    >
      {({ handleSubmit, submitting, valid, values }) => (
        <form
          className="payments-form payments-receipt-form"
          noValidate
          onSubmit={(e) => void handleSubmit(e)}
        >
          <fieldset className="payments-radios">
            <legend>{t('receipt.payerType')}</legend>
            {(['1', '2'] as const).map((type) => (
              <Field<string> key={type} name="type" type="radio" value={type}>
                {({ input }) => (
                  <label>
                    <input {...input} name={radioName} />{' '}
                    {t(type === '1' ? 'receipt.individual' : 'receipt.legal')}
                  </label>
                )}
              </Field>
            ))}
          </fieldset>
          {values.type === '2' ? (
            <>
              <PayerField name="name" label={t('receipt.fields.name')} />
              <PayerField
                name="ogrn"
                label={t('receipt.fields.ogrn')}
                hint={t('receipt.hints.ogrn')}
                inputMode="numeric"
              />
              <PayerField
                name="inn"
                label={t('receipt.fields.inn')}
                hint={t('receipt.hints.inn')}
                inputMode="numeric"
              />
              <PayerField
                name="kpp"
                label={t('receipt.fields.kpp')}
                hint={t('receipt.hints.kpp')}
                inputMode="numeric"
              />
              <PayerField name="address" label={t('receipt.fields.legalAddress')} />
            </>
          ) : (
            <>
              <PayerField name="lastName" label={t('receipt.fields.lastName')} />
              <PayerField name="firstName" label={t('receipt.fields.firstName')} />
              <PayerField name="middleName" label={t('receipt.fields.middleName')} />
              <Field<string> name="typeDoc">
                {({ input }) => (
                  <Select
                    {...input}
                    label={t('receipt.fields.typeDoc')}
                    required
                    options={[
                      { value: '1', label: t('receipt.docTypes.passport') },
                      { value: '2', label: t('receipt.docTypes.licence') },
                    ]}
                  />
                )}
              </Field>
              <PayerField
                name="seriesDoc"
                label={t('receipt.fields.seriesDoc')}
                hint={t('receipt.hints.digits')}
                inputMode="numeric"
              />
              <PayerField
                name="numberDoc"
                label={t('receipt.fields.numberDoc')}
                hint={t('receipt.hints.digits')}
                inputMode="numeric"
              />
              <PayerField
                name="DateDoc"
                label={t('receipt.fields.DateDoc')}
                hint={t('receipt.hints.date')}
                inputMode="numeric"
              />
              <PayerField name="issuer" label={t('receipt.fields.issuer')} />
              <PayerField name="address" label={t('receipt.fields.address')} />
            </>
          )}
          {error && <Alert variant="danger">{errorText(t, error)}</Alert>}
          <Button type="submit" loading={submitting} disabled={!valid || !ready}>
            {t('receipt.next')}
          </Button>
        </form>
      )}
    </Form>
  );
}

function EmailForm({
  receiptnumber,
  onSent,
}: {
  receiptnumber: string;
  onSent(email: string): void;
}) {
  const { t } = useTranslation(NS);
  const [error, setError] = useState<string | null>(null);
  return (
    <Form<{ email: string }>
      onSubmit={async ({ email }) => {
        setError(null);
        const response = await sendReceipt(receiptnumber, email);
        if (isOk(response)) onSent(email.trim());
        else setError(response.errorName);
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          className="payments-form payments-no-print"
          noValidate
          onSubmit={(e) => void handleSubmit(e)}
        >
          <Field<string>
            name="email"
            validate={(value) => validateReceiptEmail(value) ?? undefined}
          >
            {({ input, meta }) => (
              <TextInput
                {...input}
                value={input.value ?? ''}
                type="email"
                autoComplete="email"
                label={t('receipt.email')}
                required
                maxLength={50}
                error={
                  (meta.touched || meta.submitFailed) && meta.error
                    ? errorText(t, meta.error as string)
                    : undefined
                }
              />
            )}
          </Field>
          {error && <Alert variant="danger">{errorText(t, error)}</Alert>}
          <Button type="submit" loading={submitting}>
            {t('receipt.send')}
          </Button>
        </form>
      )}
    </Form>
  );
}

/** The result: the receipt view (what print shows), PDF download and sending by e-mail. */
export function ReceiptResult({
  receipt,
  amount,
}: {
  receipt: CreatedReceipt;
  amount?: number | null;
}) {
  const { t } = useTranslation(NS);
  const [emailOpen, setEmailOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const sum = receipt.sum ?? amount ?? null;

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    const result = await downloadReceipt(receipt.receiptnumber);
    setDownloading(false);
    if (result.status === 'error') setDownloadError(result.errorName);
  };

  return (
    <div className="payments-receipt">
      <section className="payments-receipt-view" aria-labelledby="payments-receipt-title">
        <h3 id="payments-receipt-title">
          {t('receipt.created', { number: receipt.receiptnumber })}
        </h3>
        <dl className="payments-receipt-facts">
          <dt>{t('receipt.number')}</dt>
          <dd>{receipt.receiptnumber}</dd>
          {sum !== null && (
            <>
              <dt>{t('receipt.sum')}</dt>
              <dd>{money(sum)}</dd>
            </>
          )}
          {receipt.receiptname && (
            <>
              <dt>{t('receipt.purpose')}</dt>
              <dd>{receipt.receiptname}</dd>
            </>
          )}
          {receipt.UIN && (
            <>
              <dt>{t('receipt.uin')}</dt>
              <dd>{receipt.UIN}</dd>
            </>
          )}
        </dl>
      </section>
      <div className="payments-actions payments-no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Button variant="secondary" loading={downloading} onClick={() => void download()}>
          {t('receipt.download')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={emailOpen}
          onClick={() => setEmailOpen((open) => !open)}
        >
          {t('receipt.byEmail')}
        </Button>
      </div>
      {downloadError && <Alert variant="danger">{errorText(t, downloadError)}</Alert>}
      {emailOpen && (
        <EmailForm
          receiptnumber={receipt.receiptnumber}
          onSent={(email) => {
            // the form did its job: it closes and the result says where the receipt went
            setEmailOpen(false);
            setSentTo(email);
          }}
        />
      )}
      {sentTo && <Alert variant="success">{t('receipt.sent', { email: sentTo })}</Alert>}
    </div>
  );
}
