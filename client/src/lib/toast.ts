/**
 * Toast notifications (top-right, 5000 ms, as the spec says) without putting notistack in the first
 * load: `toast()` queues the message and the lazily loaded outlet (components/ToastOutlet) shows it.
 */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  message: string;
  variant: ToastVariant;
}

export const TOAST_DURATION_MS = 5000;

const queue: Toast[] = [];
const listeners = new Set<() => void>();
let requested = false;

export function toast(message: string, variant: ToastVariant = 'info'): void {
  queue.push({ message, variant });
  requested = true;
  for (const listener of [...listeners]) listener();
}

/** Takes the queued toasts (the outlet shows them). */
export function drainToasts(): Toast[] {
  return queue.splice(0, queue.length);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast has been asked for: the host only then loads the outlet. */
export function toastsRequested(): boolean {
  return requested;
}
