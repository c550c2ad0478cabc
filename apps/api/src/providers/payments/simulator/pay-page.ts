import {
  simulatorPageScriptEndpoint,
  simulatorPageStyleEndpoint,
} from '@ruangmain/domain/contracts/payment-simulator';
import { formatRupiah } from '@ruangmain/domain/money';
import type { TransactionStatus } from '../payment-provider';
import type { SnapResult } from './notification';
import type { SimulatorTransaction } from './transactions';

// The hosted payment page, rendered on the server; its behaviour is assets/page.js and its look
// assets/page.css (the CSP allows scripts from files only). Labels are Indonesian / English.

const FINAL_STATES: Partial<Record<TransactionStatus, string>> = {
  settlement: 'Pembayaran berhasil / Payment successful',
  capture: 'Pembayaran berhasil / Payment successful',
  deny: 'Pembayaran ditolak / Payment denied',
  failure: 'Pembayaran gagal / Payment failed',
  expire: 'Transaksi kedaluwarsa / Transaction expired',
  cancel: 'Transaksi dibatalkan / Transaction cancelled',
};

export function renderPaymentPage(transaction: SimulatorTransaction, result: SnapResult): string {
  const status = result.transaction_status;
  const isOpen = status === 'pending';
  const items = transaction.items
    .map(
      (
        item,
      ) => `<tr><td>${escapeHtml(item.name)}<div class="qty">${item.quantity} × ${formatRupiah(item.price)}</div></td>
<td>${formatRupiah(item.price * item.quantity)}</td></tr>`,
    )
    .join('\n');
  const methods =
    transaction.kind === 'qris'
      ? ''
      : `<fieldset class="methods"><legend>Metode pembayaran / Payment method</legend>
<label><input type="radio" name="payment_type" value="qris" ${transaction.payment_type === 'bank_transfer' ? '' : 'checked'}> QRIS</label>
<label><input type="radio" name="payment_type" value="bank_transfer" ${transaction.payment_type === 'bank_transfer' ? 'checked' : ''}> Transfer bank (VA)</label>
</fieldset>`;
  const actions = isOpen
    ? `<div class="actions">
<button type="button" class="primary" data-action="pay">${transaction.kind === 'qris' ? 'Simulasikan scan &amp; bayar / Simulate scan and pay' : 'Bayar / Pay'}</button>
${transaction.kind === 'qris' ? '' : '<button type="button" data-action="pending">Bayar nanti / Pay later</button>'}
<button type="button" class="danger" data-action="fail">Gagal / Fail</button>
<button type="button" data-action="close">Tutup / Close</button>
</div>`
    : `<p class="state state-${status}" role="status">${FINAL_STATES[status] ?? escapeHtml(status)}</p>
<div class="actions"><button type="button" class="primary" data-action="done">Kembali ke RuangMain / Back to RuangMain</button></div>`;

  return page(
    `<main class="sheet" data-simulator data-token="${escapeHtml(transaction.token)}" data-result="${escapeHtml(JSON.stringify(result))}">
<header class="top"><span class="brand">RuangMain</span>
<button type="button" class="icon-button" data-action="close" aria-label="Tutup / Close">×</button></header>
<p class="notice" role="note">Simulator pembayaran — tidak ada uang sungguhan. / Payment simulator — no real money.</p>
<section class="amount"><span>Total</span><strong data-amount>${formatRupiah(transaction.gross_amount)}</strong></section>
<dl class="order">
<dt>Order ID</dt><dd data-order-id>${escapeHtml(transaction.order_id)}</dd>
<dt>Status</dt><dd data-status>${escapeHtml(status)}</dd>
${isOpen ? `<dt>Bayar sebelum / Pay before</dt><dd>${expiryText(transaction)}</dd>` : ''}
</dl>
<table class="items"><tbody>
${items}
</tbody></table>
${isOpen ? methods : ''}
${actions}
<p class="message" data-message role="status" aria-live="polite"></p>
</main>`,
  );
}

export function renderNotFoundPage(): string {
  return page(`<main class="sheet" data-simulator>
<header class="top"><span class="brand">RuangMain</span>
<button type="button" class="icon-button" data-action="close" aria-label="Tutup / Close">×</button></header>
<p class="notice" role="note">Simulator pembayaran — tidak ada uang sungguhan. / Payment simulator — no real money.</p>
<p class="state state-failure" role="status">Transaksi tidak ditemukan / Transaction not found</p>
<div class="actions"><button type="button" data-action="close">Tutup / Close</button></div>
</main>`);
}

function page(body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pembayaran RuangMain — Simulator</title>
<link rel="stylesheet" href="${simulatorPageStyleEndpoint.path}">
<script src="${simulatorPageScriptEndpoint.path}" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The payment deadline in the venue's customers' terms: Jakarta time, as Midtrans shows it. */
function expiryText(transaction: SimulatorTransaction): string {
  return `${new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(transaction.expires_at)} WIB`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
