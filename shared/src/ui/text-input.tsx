import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field';
import './tokens.css';
import './field.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Shown under the field and linked to it; marks it invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({
  label,
  error,
  hint,
  id,
  className,
  required,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextInputProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={cx('pk-field', className)}>
      <FieldLabel htmlFor={controlId} label={label} required={required} />
      <input
        {...rest}
        id={controlId}
        type={type}
        required={required}
        className="pk-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          [error ? errorId : false, hint ? hintId : false],
          ariaDescribedBy,
        )}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
