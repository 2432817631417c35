import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** What the question is about (a plate), under it. */
  children?: ReactNode;
  /** The action was refused: its message, above the question; the dialog stays open. */
  error?: ReactNode;
  /** The answering button's text ('Remove', 'Delete'). */
  confirmLabel: string;
  cancelLabel: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** The confirmed action runs: the confirm button shows it and ignores clicks. */
  busy?: boolean;
  onConfirm(): void;
  /** Cancel, ×, Escape and a click outside. */
  onCancel(): void;
}

/** A yes/no question before a destructive action; focus starts on Cancel so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  error,
  confirmLabel,
  cancelLabel,
  closeLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error && <Alert variant="danger">{error}</Alert>}
      <p>{message}</p>
      {children}
    </Modal>
  );
}
