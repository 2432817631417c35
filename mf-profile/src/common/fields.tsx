// final-form adapters for the UI kit: the error shows once the field was touched or submitted.
import { Field, type FieldRenderProps, type UseFieldConfig } from 'react-final-form';
import { Checkbox, Select, TextInput, type SelectOption } from '@parking/shared/ui';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useErrorText } from './errors';

type FieldConfig = Pick<UseFieldConfig, 'validate' | 'parse' | 'format' | 'formatOnBlur'>;

function fieldError(meta: FieldRenderProps<unknown>['meta']): string | undefined {
  const error =
    (meta.error as string | undefined) ??
    (!meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined);
  return error && (meta.touched || meta.submitFailed) ? error : undefined;
}

export interface TextFieldProps extends FieldConfig {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  type?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  placeholder?: string;
}

export function TextField({
  name,
  label,
  hint,
  type,
  autoComplete,
  inputMode,
  required,
  placeholder,
  ...config
}: TextFieldProps) {
  const errorText = useErrorText();
  return (
    <Field<string> name={name} {...config}>
      {({ input, meta }) => (
        <TextInput
          {...input}
          value={input.value ?? ''}
          type={type}
          label={label}
          hint={hint}
          required={required}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          error={errorText(fieldError(meta))}
        />
      )}
    </Field>
  );
}

export interface SelectFieldProps extends FieldConfig {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  /** Runs after the value changed (the document type clears its number). */
  onValueChange?(value: string): void;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  onValueChange,
  ...config
}: SelectFieldProps) {
  const errorText = useErrorText();
  return (
    <Field<string> name={name} {...config}>
      {({ input, meta }) => (
        <Select
          {...input}
          value={input.value ?? ''}
          label={label}
          options={options}
          placeholder={placeholder}
          required={required}
          // select fields show their error only once touched (spec 5, forms in general)
          error={meta.touched ? errorText(fieldError(meta)) : undefined}
          onChange={(event) => {
            input.onChange(event);
            onValueChange?.(event.target.value);
          }}
        />
      )}
    </Field>
  );
}

export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <Checkbox
          name={input.name}
          checked={!!input.checked}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          label={label}
        />
      )}
    </Field>
  );
}
