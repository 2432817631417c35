import { useId } from 'react';
import { Field } from 'react-final-form';
import { useErrorText } from '../common/errors';

/** A labelled textarea for final-form (the UI kit has none); the error shows once touched. */
export function TextAreaField({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const id = `pk-${useId().replace(/:/g, '')}`;
  const errorText = useErrorText();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error =
          (meta.touched || meta.submitFailed) && meta.error ? errorText(meta.error as string) : '';
        return (
          <div className="pk-field">
            <label className="pk-field__label" htmlFor={id}>
              {label}
              {required && (
                <span className="pk-field__required" aria-hidden="true">
                  *
                </span>
              )}
            </label>
            <textarea
              {...input}
              id={id}
              rows={4}
              required={required}
              className="pk-input feedback-textarea"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <span id={`${id}-error`} className="pk-field__error">
                {error}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}
