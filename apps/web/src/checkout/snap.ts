// The payment popup script (Midtrans Snap, or the API's simulator with the same interface): loaded on
// demand from the URL the booking answer names, once per page life, with the client key Snap reads
// from its own <script> tag.

/** What Snap hands to its callbacks (Midtrans "transaction result"); only these fields are read. */
export type SnapResult = {
  order_id?: string;
  status_code?: string;
  transaction_status?: string;
};

export type SnapCallbacks = {
  onSuccess: (result: SnapResult) => void;
  onPending: (result: SnapResult) => void;
  onError: (result: SnapResult) => void;
  onClose: () => void;
};

export type Snap = {
  pay: (token: string, callbacks: SnapCallbacks) => void;
  hide?: () => void;
};

declare global {
  interface Window {
    snap?: Snap;
  }
}

/** Why the popup cannot open: the script did not load, or it loaded without defining `snap`. */
export class SnapUnavailableError extends Error {
  override readonly name = 'SnapUnavailableError';
  readonly kind: 'load-failed' | 'missing';
  constructor(kind: 'load-failed' | 'missing') {
    super(
      kind === 'load-failed' ? 'The payment script failed to load' : 'The payment script defines no snap',
    );
    this.kind = kind;
  }
}

let loading: Promise<Snap> | null = null;

/** Resolves with `window.snap`, adding the script the first time; a failed load may be tried again. */
export function loadSnap(scriptUrl: string, clientKey: string): Promise<Snap> {
  if (window.snap) return Promise.resolve(window.snap);
  loading ??= new Promise<Snap>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.clientKey = clientKey;
    script.addEventListener('load', () => {
      if (window.snap) resolve(window.snap);
      else reject(new SnapUnavailableError('missing'));
    });
    script.addEventListener('error', () => {
      script.remove();
      loading = null;
      reject(new SnapUnavailableError('load-failed'));
    });
    document.head.append(script);
  });
  return loading;
}

/** Closes the popup if one is open (a timeout or an exit while paying). */
export function hideSnap() {
  window.snap?.hide?.();
}
