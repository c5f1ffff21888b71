import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsRequested } from '../lib/toast';

const ToastOutlet = lazy(() => import('./ToastOutlet'));

/** Mounts the notistack outlet on the first toast, so the storefront's first load does not carry it. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToasts, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
