import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field';
import './tokens.css';
import './field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ('Choose…'). */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={cx('pk-field', className)}>
      <FieldLabel htmlFor={controlId} label={label} required={required} />
      <select
        {...rest}
        id={controlId}
        required={required}
        className="pk-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          [error ? errorId : false, hint ? hintId : false],
          ariaDescribedBy,
        )}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
