// Toasts for screens (spec 1 §9): react-hot-toast's `toast`, which also asks for its container the
// first time one is shown (lib/toaster-store.ts). The library loads with the first toast, not with the
// screens that may raise one (docs/decisions/0018); a toast raised before the container is mounted
// waits in react-hot-toast's store and appears as soon as it is.
import type hotToastType from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';
import { toasterStore } from '@/lib/toaster-store';

type HotToast = typeof hotToastType;
type Message = Parameters<HotToast>[0];

const loadHotToast = () => import('react-hot-toast').then((module) => module.default);

let lastId = 0;

/** Shows a toast once the library is there; the id is known at once, as react-hot-toast's would be. */
const withToaster =
  (pick: (hotToast: HotToast) => (message: Message, options?: ToastOptions) => string) =>
  (message: Message, options?: ToastOptions): string => {
    toasterStore.request();
    lastId += 1;
    const id = options?.id ?? `toast-${lastId}`;
    void loadHotToast().then((hotToast) => pick(hotToast)(message, { ...options, id }));
    return id;
  };

/** Hides a toast (or, without an id, every toast) once the library is there. */
const dismiss = (id?: string) => {
  void loadHotToast().then((hotToast) => hotToast.dismiss(id));
};

export const toast = Object.assign(
  withToaster((hotToast) => hotToast),
  {
    success: withToaster((hotToast) => hotToast.success),
    error: withToaster((hotToast) => hotToast.error),
    dismiss,
  },
);

/**
 * Toasts about one subject (a promo code, a login), one at a time: each new one dismisses the last,
 * so a message about a state that no longer holds never stays beside the one that replaced it.
 */
export function createToastSlot() {
  let current: string | undefined;
  const show =
    (raise: (message: Message, options?: ToastOptions) => string) =>
    (message: Message, options?: ToastOptions) => {
      if (current) dismiss(current);
      current = raise(message, options);
      return current;
    };
  return { success: show(toast.success), error: show(toast.error) };
}
