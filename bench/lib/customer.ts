// A customer account for benchmarks of the logged-in pages: registered and activated through the API
// (the activation code read from the WhatsApp outbox, as on the embedded defaults), then logged in
// through the login screen as a person would, so the browser holds the session the web app keeps.
import { randomInt } from 'node:crypto';
import type { Browser } from 'puppeteer-core';

export type Customer = { username: string; password: string; phone: string };

const PASSWORD = 'Bench-Play-2024!';

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** The activation code sent to `phone`, from the outbox (waits up to 5 s for it). */
async function readActivationCode(baseUrl: string, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const outbox = await fetch(`${baseUrl}/api/dev/messages?${new URLSearchParams({ phone })}`);
    const { data } = (await outbox.json()) as { data: Array<{ kind: string; body: string }> };
    const code = data.find((message) => message.kind === 'activation')?.body.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no activation code for ${phone} in the outbox`);
}

/** Registers and activates a fresh customer on the product at `baseUrl` (`prefix` starts the username). */
export async function createCustomer(baseUrl: string, prefix = 'bench'): Promise<Customer> {
  const digits = Array.from({ length: 10 }, () => randomInt(10)).join('');
  const phone = `08${digits}`;
  const username = `${prefix}_${digits}`;
  await postJson(`${baseUrl}/api/auth/register`, {
    name: 'Bench Customer',
    username,
    phone,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const code = await readActivationCode(baseUrl, phone);
  await postJson(`${baseUrl}/api/auth/activate-account`, { phone, token: code });
  return { username, password: PASSWORD, phone };
}

/** Logs in through /login in `browser`'s profile; the session stays in its localStorage. */
export async function logIn(browser: Browser, baseUrl: string, customer: Customer): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.locator('input[name="username"]').fill(customer.username);
    await page.locator('input[name="password"]').fill(customer.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction('window.localStorage.getItem("token") !== null', { timeout: 15_000 });
  } finally {
    await page.close();
  }
}
