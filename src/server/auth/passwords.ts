import { hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id baseline (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: 2 /* Argon2id (a const enum in the typings) */ as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verified against when the user does not exist, so that an unknown username
// costs the same time as a wrong password and cannot be told apart.
let decoy: Promise<string> | undefined;
export async function burnDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-never-used');
  await verifyPassword(await decoy, password);
}
