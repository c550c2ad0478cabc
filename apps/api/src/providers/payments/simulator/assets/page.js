// Payment simulator: the hosted payment page's behaviour (a file, as the CSP allows no inline script).
// Embedded (in snap.js' frame) it hands the outcome to the parent page by postMessage; full-screen it
// goes to the merchant's finish URL with order_id, status_code and transaction_status, as Midtrans does.
(() => {
  const MESSAGE_SOURCE = 'ruangmain-payment-simulator';
  const root = document.querySelector('[data-simulator]');
  if (!root) return;

  const embedded = window.parent !== window;
  const token = root.dataset.token;
  const message = root.querySelector('[data-message]');
  const buttons = Array.from(root.querySelectorAll('button[data-action]'));
  const current = root.dataset.result ? JSON.parse(root.dataset.result) : null;

  // Same origin only: snap.js loads this page from the site that embeds it.
  function tell(data) {
    window.parent.postMessage({ source: MESSAGE_SOURCE, ...data }, window.location.origin);
  }

  function finish(result) {
    if (embedded) tell({ event: 'result', result });
    else window.location.assign(result.finish_redirect_url);
  }

  function close() {
    if (embedded) tell({ event: 'close' });
    else if (current) window.location.assign(current.finish_redirect_url);
    else window.location.assign('/');
  }

  function setBusy(busy) {
    for (const button of buttons) button.disabled = busy;
  }

  async function act(action) {
    setBusy(true);
    if (message) message.textContent = 'Memproses… / Processing…';
    const method = root.querySelector('input[name="payment_type"]:checked');
    try {
      const response = await fetch(`/payments/simulator/pay/${encodeURIComponent(token)}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(method ? { payment_type: method.value } : {}),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      finish(await response.json());
    } catch (error) {
      setBusy(false);
      if (message)
        message.textContent = `Gagal menghubungi simulator / Could not reach the simulator (${error.message}).`;
    }
  }

  for (const button of buttons) {
    button.addEventListener('click', () => {
      const action = button.dataset.action;
      if (action === 'close') close();
      else if (action === 'done' && current) finish(current);
      else if (action === 'pay' || action === 'pending' || action === 'fail') act(action);
    });
  }
})();
