import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

/**
 * sonner's `toast`, loaded when a toast is first shown: a toast answers something the visitor did,
 * never the first paint, so the browsing pages do not fetch and run sonner (and the shared chunk of
 * Radix it sits in) before their largest paint. The <Toaster> (app/providers.tsx) is lazy too and
 * mounts once the page is idle or a toast is asked for here, whichever is first; both use the same
 * sonner module, and its Toaster shows the toasts made before it mounted. Code that already has
 * sonner loaded (forms, dialogs) may import it directly.
 */
function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  wantToaster();
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  toasterListeners.forEach((listener) => listener());
}

function subscribeToaster(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/** True once a toast has been asked for through `toast` above: the Toaster must mount now. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribeToaster,
    () => toasterWanted,
    () => false,
  );
}
