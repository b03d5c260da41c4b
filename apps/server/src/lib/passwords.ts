import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (memory 19 MiB, 2 passes), OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a login for an unknown email is not faster. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
