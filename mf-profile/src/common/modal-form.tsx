// The pieces every profile modal is built of: a labelled form ending in Cancel + submit, the
// form-level error banner, and the delete question with its own call.
import { useState, type ReactNode } from 'react';
import { Form, type FormProps, type FormRenderProps } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isOk, type ApiResponse } from '@parking/shared/api';
import { Alert, Button, ConfirmDialog, Modal } from '@parking/shared/ui';
import { apiErrorCode, useErrorText } from './errors';
import { NS } from '../i18n';

export interface ModalActionsProps {
  submitLabel: string;
  submitting?: boolean;
  onCancel(): void;
}

/** Cancel and the form's submit button, at the end of a modal's form. */
export function ModalActions({ submitLabel, submitting, onCancel }: ModalActionsProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="profile-modal__actions">
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}

export type ProfileFormProps<V> = Omit<FormProps<V>, 'render' | 'children' | 'component'> & {
  /** The form's accessible name (the modal's or the step's title). */
  label: string;
  submitLabel: string;
  onCancel(): void;
  /** The fields, above the actions. */
  children: ReactNode | ((state: FormRenderProps<V>) => ReactNode);
};

/** A final-form form named by `label`, its fields followed by Cancel and submit. */
export function ProfileForm<V>({
  label,
  submitLabel,
  onCancel,
  children,
  ...config
}: ProfileFormProps<V>) {
  return (
    <Form<V>
      {...config}
      render={(state) => (
        <form className="profile-form" onSubmit={state.handleSubmit} noValidate aria-label={label}>
          {typeof children === 'function' ? children(state) : children}
          <ModalActions
            submitLabel={submitLabel}
            submitting={!!state.submitting}
            onCancel={onCancel}
          />
        </form>
      )}
    />
  );
}

export type FormModalProps<V> = Omit<ProfileFormProps<V>, 'label' | 'onCancel'> & {
  title: string;
  /** ×, Escape and Cancel. */
  onClose(): void;
};

/** A modal holding one form named after the modal's title. */
export function FormModal<V>({ title, onClose, ...form }: FormModalProps<V>) {
  const { t } = useTranslation(NS);
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('common.close')}>
      <ProfileForm<V> {...form} label={title} onCancel={onClose} />
    </Modal>
  );
}

/** The form-level refusal (FORM_ERROR holds its code), when there is one. */
export function FormError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return typeof error === 'string' ? <Alert variant="danger">{errorText(error)}</Alert> : null;
}

export interface DeleteModalProps {
  title: string;
  question: string;
  /** The deleting call. */
  remove(): Promise<ApiResponse<unknown>>;
  /** It went through: runs before the modal closes. */
  onDeleted(): void;
  onClose(): void;
  /** What is deleted, under the question. */
  children?: ReactNode;
}

/** Delete confirmation: Cancel or Delete; a refusal stays in the modal as a banner. */
export function DeleteModal({
  title,
  question,
  remove,
  onDeleted,
  onClose,
  children,
}: DeleteModalProps) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    setDeleting(true);
    const response = await remove();
    setDeleting(false);
    if (!isOk(response)) {
      setError(apiErrorCode(response));
      return;
    }
    onDeleted();
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={title}
      message={question}
      error={error && errorText(error)}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={deleting}
      onConfirm={() => void confirmDelete()}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
