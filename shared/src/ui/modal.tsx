import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { focusableIn } from './focus';
import './tokens.css';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Accessible name of the close button ('Close'). */
  closeLabel: string;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** Where focus goes on open; default the first focusable element after the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnOverlayClick?: boolean;
  /** Hides the × button (a modal that must be answered through its own buttons still closes on Escape). */
  hideCloseButton?: boolean;
  className?: string;
}

// Open dialogs, innermost last: only the innermost one holds focus.
const stack: HTMLElement[] = [];

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  closeLabel,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnOverlayClick = true,
  hideCloseButton = false,
  className,
}: ModalProps) {
  const titleId = `pk-modal-title-${useId().replace(/:/g, '')}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const candidates = focusableIn(dialog).filter((el) => el !== closeRef.current);
      (initialFocusRef?.current ?? candidates[0] ?? closeRef.current ?? dialog).focus();
    }
    if (dialog) stack.push(dialog);
    // Focus that escapes (a click on the page behind, a script) comes back to the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog || stack[stack.length - 1] !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    const previousOverflow = document.body.style.overflow;
    if (stack.length === 1) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      if (dialog) stack.splice(stack.indexOf(dialog), 1);
      if (stack.length === 0) document.body.style.overflow = previousOverflow;
      // The opener may have gone (a header button re-rendered): then focus stays where the page puts it.
      if (opener && opener.isConnected) opener.focus();
    };
    // Focus moves once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the innermost modal closes.
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="pk-modal-overlay"
      onMouseDown={(event) => {
        if (closeOnOverlayClick && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('pk-modal', `pk-modal--${size}`, className)}
        onKeyDown={onKeyDown}
      >
        <div className="pk-modal__header">
          <h2 id={titleId} className="pk-modal__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              ref={closeRef}
              type="button"
              className="pk-modal__close"
              aria-label={closeLabel}
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="pk-modal__body">{children}</div>
        {footer && <div className="pk-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
