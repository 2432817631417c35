import { useId, type ReactNode } from 'react';

/** Ids linking a control to its hint and error text. */
export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? `pk-${auto.replace(/:/g, '')}`;
  return { controlId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export function describedBy(
  parts: Array<string | false | null | undefined>,
  extra?: string,
): string | undefined {
  const ids = [...parts, extra].filter(Boolean).join(' ');
  return ids || undefined;
}

export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
}) {
  return (
    <label className="pk-field__label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="pk-field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <span id={hintId} className="pk-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="pk-field__error">
          {error}
        </span>
      )}
    </>
  );
}
