import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { describedBy, FieldMessages, useFieldIds } from './field';
import './tokens.css';
import './field.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={cx('pk-field', className)}>
      <label className="pk-checkbox" htmlFor={controlId}>
        <input
          {...rest}
          id={controlId}
          type="checkbox"
          className="pk-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            [error ? errorId : false, hint ? hintId : false],
            ariaDescribedBy,
          )}
        />
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
