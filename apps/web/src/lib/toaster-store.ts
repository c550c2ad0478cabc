// Whether a screen has raised a toast yet. app/providers.tsx mounts react-hot-toast's container only
// then, so pages that never toast (the home page, most visits) do not download it. Kept apart from
// lib/toast.ts, which imports react-hot-toast itself.

let isRequested = false;
const listeners = new Set<() => void>();

export const toasterStore = {
  isRequested: () => isRequested,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Called with every toast; the first call mounts the container. */
  request() {
    if (isRequested) return;
    isRequested = true;
    for (const listener of listeners) listener();
  },
};
