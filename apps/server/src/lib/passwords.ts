import { hash, verify } from '@node-rs/argon2';

/** The argon2id cost of a new password hash: memory in KiB and passes (config.passwordHashing). */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

/**
 * argon2id with 19 MiB and 2 passes, OWASP's recommended minimum (and @node-rs/argon2's own defaults). Only tests may
 * go lower (config.ts refuses it elsewhere); a check reads the cost from the stored hash, so old hashes keep working.
 */
export const defaultPasswordHashCost: PasswordHashCost = { memoryKib: 19_456, passes: 2 };

export const hashPassword = (password: string, cost: PasswordHashCost) =>
  hash(password, { memoryCost: cost.memoryKib, timeCost: cost.passes, parallelism: 1 });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();
/** Spends the same time as a real check at this cost, so a login for an unknown email is not faster. */
export async function verifyAgainstNothing(password: string, cost: PasswordHashCost): Promise<false> {
  const key = `${cost.memoryKib}:${cost.passes}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) dummyHashes.set(key, (dummy = hashPassword('not-a-real-password', cost)));
  await verifyPassword(await dummy, password);
  return false;
}
