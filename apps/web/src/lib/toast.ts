// Toasts for screens (spec 1 §9): react-hot-toast's `toast`, which also asks for its container the
// first time one is shown (lib/toaster-store.ts). A toast raised before the container is mounted waits
// in react-hot-toast's store and appears as soon as it is.
import hotToast from 'react-hot-toast';
import { toasterStore } from '@/lib/toaster-store';

const withToaster =
  <Args extends unknown[]>(show: (...args: Args) => string) =>
  (...args: Args): string => {
    toasterStore.request();
    return show(...args);
  };

export const toast = Object.assign(withToaster(hotToast), {
  success: withToaster(hotToast.success),
  error: withToaster(hotToast.error),
});
