import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import {
  applyMask,
  compactErrors,
  documentMask,
  DOCUMENT_TYPES,
  formatDocumentNumber,
  isDocumentType,
  validateDocumentNumber,
  validateDocumentType,
  type DocumentType,
} from '@parking/shared/domain';
import { addDocument, deleteDocument, editDocument } from '../api/documents';
import type { ProfileDocument } from '../api/types';
import { apiErrorCode } from '../common/errors';
import { SelectField, TextField } from '../common/fields';
import { DeleteModal, FormError, FormModal } from '../common/modal-form';
import { NS } from '../i18n';
import type { DialogAction } from '../vehicle/vehicle-modal';

export interface DocumentModalProps {
  action: DialogAction;
  document?: ProfileDocument;
  documents: readonly ProfileDocument[];
  onClose(): void;
  onSaved(reason: string): void;
}

interface DocumentValues {
  type: DocumentType | '';
  number: string;
}

export function validateDocument(
  values: Partial<DocumentValues>,
  documents: readonly ProfileDocument[],
  editingId?: string,
) {
  // A duplicate is the same number of the same type (the server allows an STS and a VU alike).
  const others = documents
    .filter((d) => d.id !== editingId && d.type === values.type)
    .map((d) => d.title);
  return compactErrors({
    type: validateDocumentType(values.type),
    // without a type the number has no format to check: the type's message is enough
    number: isDocumentType(values.type)
      ? validateDocumentNumber(values.type, values.number, others)
      : null,
  });
}

/** Document add / edit / delete: type required, STS or VU format, changing the type clears the number. */
export function DocumentModal({
  action,
  document,
  documents,
  onClose,
  onSaved,
}: DocumentModalProps) {
  const { t } = useTranslation(NS);
  const title = t(`document.${action}Title`);

  if (action === 'delete' && document)
    return (
      <DeleteModal
        title={title}
        question={t('document.deleteQuestion', { title: formatDocumentNumber(document.title) })}
        remove={() => deleteDocument(document.id)}
        onDeleted={() => onSaved('document deleted')}
        onClose={onClose}
      />
    );

  const initialType = isDocumentType(document?.type) ? document.type : '';
  const initialValues: DocumentValues = {
    type: initialType,
    number: document ? applyMask(document.title, documentMask(initialType || 'VU')) : '',
  };

  const submit = async (values: DocumentValues): Promise<SubmissionErrors | void> => {
    if (!isDocumentType(values.type)) return { type: 'document.typeRequired' };
    const response =
      action === 'edit' && document
        ? await editDocument(document.id, values.type, values.number)
        : await addDocument(values.type, values.number);
    if (!isOk(response)) return { [FORM_ERROR]: apiErrorCode(response) };
    onSaved(action === 'edit' ? 'document edited' : 'document added');
    onClose();
    return undefined;
  };

  return (
    <FormModal<DocumentValues>
      title={title}
      submitLabel={t('common.save')}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      validate={(values) => validateDocument(values, documents, document?.id)}
    >
      {({ submitError, form, values }) => (
        <>
          <FormError error={submitError} />
          <SelectField
            name="type"
            label={t('document.type')}
            placeholder={t('document.typeChoose')}
            options={DOCUMENT_TYPES.map((type) => ({
              value: type,
              label: t(`document.types.${type}`),
            }))}
            required
            // a number typed for one type means nothing for the other (spec 5)
            onValueChange={() => form.change('number', '')}
          />
          <TextField
            name="number"
            label={t('document.number')}
            hint={
              isDocumentType(values.type)
                ? t(`document.hint${values.type}`)
                : t('document.hintNoType')
            }
            parse={(value: string) =>
              isDocumentType(values.type)
                ? applyMask(value, documentMask(values.type)).toUpperCase()
                : value
            }
            autoComplete="off"
            required
          />
        </>
      )}
    </FormModal>
  );
}
