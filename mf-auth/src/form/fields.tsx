import type { ReactNode, Ref } from 'react';
import { Field } from 'react-final-form';
import { required, validateConfirmPassword } from '@parking/shared/domain';
import { Checkbox, TextInput } from '@parking/shared/ui';
import { ff, useErrorText } from './errors';

type FieldValidator = (value: string, all: object) => string | undefined;

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  validate?: FieldValidator;
  type?: 'text' | 'email' | 'tel' | 'password';
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  required?: boolean;
  maxLength?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text field of a final-form form: the error (a code) shows once the field was left or the form
 * submitted, translated, and linked to the input by the UI kit's aria-describedby. A server error
 * for the field (submitError) stays until the field is edited.
 */
export function TextField({ name, validate, ...props }: TextFieldProps) {
  const errorText = useErrorText();
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const submitError =
          meta.submitError && !meta.dirtySinceLastSubmit ? (meta.submitError as string) : undefined;
        const code = meta.touched ? ((meta.error as string | undefined) ?? submitError) : undefined;
        return (
          <TextInput
            {...props}
            name={input.name}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            error={errorText(code)}
          />
        );
      }}
    </Field>
  );
}

export function CheckboxField({
  name,
  label,
  validate,
}: {
  name: string;
  label: ReactNode;
  validate?: (value: boolean | undefined) => string | undefined;
}) {
  const errorText = useErrorText();
  return (
    <Field<boolean> name={name} type="checkbox" validate={validate}>
      {({ input, meta }) => (
        <Checkbox
          name={input.name}
          checked={!!input.checked}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          label={label}
          error={meta.touched ? errorText(meta.error as string | undefined) : undefined}
        />
      )}
    </Field>
  );
}

const requiredCode = ff(required);

/** The one-time code field of a confirmation step (e-mail, SMS or call code). */
export function CodeField({ label, hint }: { label: ReactNode; hint?: ReactNode }) {
  return (
    <TextField
      name="code"
      label={label}
      hint={hint}
      validate={requiredCode}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
    />
  );
}

const confirmPassword = ff((value: string, all: { pass?: string }) =>
  validateConfirmPassword(all.pass, value),
);

/** A new password ('pass') under the flow's rules, and its repetition ('pass2'), which must match. */
export function NewPasswordFields({
  label,
  repeatLabel,
  hint,
  validate,
  maxLength,
}: {
  label: ReactNode;
  repeatLabel: ReactNode;
  hint: ReactNode;
  validate: FieldValidator;
  maxLength: number;
}) {
  return (
    <>
      <TextField
        name="pass"
        type="password"
        label={label}
        hint={hint}
        validate={validate}
        required
        autoComplete="new-password"
        maxLength={maxLength}
      />
      <TextField
        name="pass2"
        type="password"
        label={repeatLabel}
        validate={confirmPassword}
        required
        autoComplete="new-password"
        maxLength={maxLength}
      />
    </>
  );
}
