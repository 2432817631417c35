// One modal form for every add / edit of the area (react-final-form): client rules first, then the
// call; a refusal goes under its field when the server names one, else into the form's alert.
import { useId } from 'react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '@parking/shared/api';
import { Alert, Button, Modal, Select, TextInput, type SelectOption } from '@parking/shared/ui';
import { NS } from '../i18n';
import { errorField, errorText } from './errors';

export type FormValues = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'numeric';
  /** A select instead of a text input. */
  options?: readonly SelectOption[];
  placeholder?: string;
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  fields: readonly FieldSpec[];
  initialValues: FormValues;
  /** Client rules: error text by field name. */
  validate?(values: FormValues): Partial<FormValues>;
  submit(values: FormValues): Promise<ApiResponse<unknown>>;
  /** Server field name -> form field name. */
  fieldMap?: Readonly<Record<string, string>>;
  onDone(): void;
  onClose(): void;
}

export function FormDialog({
  open,
  title,
  fields,
  initialValues,
  validate,
  submit,
  fieldMap = {},
  onDone,
  onClose,
}: FormDialogProps) {
  const { t } = useTranslation(NS);
  const formId = `coop-form-${useId().replace(/:/g, '')}`;
  if (!open) return null;
  return (
    <Form<FormValues>
      initialValues={initialValues}
      validate={(values) => validate?.(values) ?? {}}
      onSubmit={async (values) => {
        const response = await submit(values);
        if (response.status === 'ok') {
          onDone();
          return undefined;
        }
        const message = errorText(t, response);
        const field = errorField(response, fieldMap);
        return field ? { [field]: message } : { [FORM_ERROR]: message };
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          onClose={onClose}
          title={title}
          closeLabel={t('actions.close')}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {t('actions.save')}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate>
            {submitError && <Alert variant="danger">{submitError as string}</Alert>}
            {fields.map((spec) => (
              <Field<string> key={spec.name} name={spec.name}>
                {({ input, meta }) => {
                  const shown =
                    (meta.error as string | undefined) ??
                    (!meta.dirtySinceLastSubmit
                      ? (meta.submitError as string | undefined)
                      : undefined);
                  const error = shown && (meta.touched || meta.submitFailed) ? shown : undefined;
                  return spec.options ? (
                    <Select
                      {...input}
                      label={spec.label}
                      options={spec.options}
                      placeholder={spec.placeholder}
                      hint={spec.hint}
                      error={error}
                      required={spec.required}
                    />
                  ) : (
                    <TextInput
                      {...input}
                      label={spec.label}
                      hint={spec.hint}
                      error={error}
                      required={spec.required}
                      autoComplete={spec.autoComplete ?? 'off'}
                      inputMode={spec.inputMode}
                    />
                  );
                }}
              </Field>
            ))}
          </form>
        </Modal>
      )}
    />
  );
}
