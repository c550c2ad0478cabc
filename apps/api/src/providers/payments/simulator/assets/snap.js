// Payment simulator: a stand-in for Midtrans' snap.js (PAYMENT_PROVIDER=simulator). Same API:
//   window.snap.pay(token, { onSuccess, onPending, onError, onClose }) and window.snap.hide().
// It opens the hosted page in an overlay (embedded mode) and hears the outcome by postMessage from
// that frame only. Served as a file because the site's CSP allows no inline script.
(() => {
  const MESSAGE_SOURCE = 'ruangmain-payment-simulator';
  const SUCCESS = ['settlement', 'capture'];

  // The pages live next to this script, on its origin (the site's own, as frame-ancestors requires).
  const scriptUrl = new URL(
    document.currentScript?.src || '/payments/simulator/snap/snap.js',
    window.location.href,
  );
  const pagesOrigin = scriptUrl.origin;

  let overlay = null;
  let frame = null;
  let callbacks = {};

  function hide() {
    overlay?.remove();
    overlay = null;
    frame = null;
  }

  function call(name, result) {
    const callback = callbacks[name];
    callbacks = {};
    if (typeof callback === 'function') callback(result);
  }

  function onMessage(event) {
    if (!frame || event.origin !== pagesOrigin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || data.source !== MESSAGE_SOURCE) return;
    if (data.event === 'close') {
      hide();
      call('onClose');
    } else if (data.event === 'result' && data.result) {
      hide();
      const status = data.result.transaction_status;
      if (SUCCESS.includes(status)) call('onSuccess', data.result);
      else if (status === 'pending') call('onPending', data.result);
      else call('onError', data.result);
    }
  }

  function pay(token, options) {
    if (typeof token !== 'string' || token === '')
      throw new Error('snap.pay: a transaction token is required');
    hide();
    callbacks = options || {};

    overlay = document.createElement('div');
    overlay.setAttribute('data-payment-simulator', '');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Payment simulator');
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: 'rgba(15, 23, 42, 0.6)',
    });

    frame = document.createElement('iframe');
    frame.title = 'Payment simulator';
    // Snap's hosted page, next to snap.js under the same base: {base}/snap/v2/vtweb/{token}.
    frame.src = new URL(`v2/vtweb/${encodeURIComponent(token)}?embedded=1`, scriptUrl).toString();
    Object.assign(frame.style, {
      width: 'min(420px, 100vw)',
      height: 'min(680px, 100vh)',
      border: '0',
      borderRadius: '12px',
      background: '#fff',
      boxShadow: '0 20px 50px rgba(0, 0, 0, 0.35)',
    });

    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    frame.focus();
  }

  window.addEventListener('message', onMessage);
  window.snap = { pay, hide };
})();
