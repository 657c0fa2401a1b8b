import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { apiRequest } from '../../lib/api';
import { useFormFailure } from './use-form-failure';

/**
 * A settings form the server answers with a sentence to show (`{ message }`): the e-mail and
 * password forms. `send` posts, keeps the answer and runs `after`; a refusal goes on its field, or
 * above the form.
 */
export function useAnsweredForm<T extends FieldValues>(setError: UseFormSetError<T>, fallback: string) {
  const { failure, setFailure, fail } = useFormFailure(setError, fallback);
  const [answer, setAnswer] = useState<string | null>(null);
  const send = async (url: string, body: unknown, after: () => void) => {
    setFailure(null);
    setAnswer(null);
    try {
      const { message } = await apiRequest<{ message: string }>('POST', url, body);
      setAnswer(message);
      after();
    } catch (error) {
      fail(error);
    }
  };
  return { answer, failure, send };
}

/** The server's answer, in the green of a change made. */
export function AnswerNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
      {children}
    </p>
  );
}
