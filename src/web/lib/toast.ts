import { useSyncExternalStore } from 'react';
import { TIMINGS } from '@common/constants';
import { errorMessage } from './api';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  durationMs?: number;
}
export interface Toast extends ToastInput {
  id: number;
  open: boolean;
}

/** Only one toast is kept at a time; each shows 1.5 s unless told otherwise. */
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): number {
  clearTimeout(timer);
  current = { ...input, id: nextId++, open: true };
  const id = current.id;
  timer = setTimeout(() => dismissToast(id), input.durationMs ?? TIMINGS.toastMs);
  emit();
  return id;
}

/** An admin or support failure toast's description when the error carries no words of its own. */
export const FAILURE_FALLBACK = 'Unknown error occurred';

/** A failure toast: the title, and as description the server's words for the error, or the fallback. */
export function toastFailure(title: string, error: unknown, fallback = FAILURE_FALLBACK): number {
  return toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
