/** The admin's password of every benchmark's product server (its ADMIN_PASSWORD). */
export const BENCH_ADMIN_PASSWORD = 'Bench-Admin-123!';

/** Logs an account in to a product server; resolves to the bearer token. */
export async function logIn(baseUrl: string, identifier: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!response.ok)
    throw new Error(`login of ${identifier} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Logs the benchmark's admin in. */
export const logInAdmin = (baseUrl: string) => logIn(baseUrl, 'admin', BENCH_ADMIN_PASSWORD);
