import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1 (issue "Accounts").
// algorithm 2 is Argon2id (`Algorithm` is a const enum, which isolated modules cannot import).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
