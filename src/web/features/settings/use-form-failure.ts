import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api';

/**
 * A settings form's answer from the server: a message on the field it names (a wrong current
 * password), otherwise above the form. Returns the message to show above, and a handler.
 */
export function useFormFailure<T extends FieldValues>(setError: UseFormSetError<T>, fallback: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const fields = error instanceof ApiError ? fieldsOf(error.bodyText) : {};
    const named = Object.entries(fields);
    if (named.length > 0) {
      for (const [field, message] of named) setError(field as Path<T>, { message }, { shouldFocus: true });
      setFailure(null);
    } else {
      setFailure(errorMessage(error, fallback));
    }
  };
  return { failure, setFailure, fail };
}

function fieldsOf(body: string): Record<string, string> {
  try {
    const parsed = JSON.parse(body) as { fields?: Record<string, string> };
    return parsed.fields ?? {};
  } catch {
    return {};
  }
}
