/**
 * Short secrets the server must be able to show again (a login card's, which the teacher prints more than once),
 * sealed rather than stored as written: AES-256-GCM under a key derived from the server's secret (HKDF), so a copy
 * of the database alone does not give them away. Anything that fails to open is treated as no secret.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keys = new WeakMap<Uint8Array, Buffer>();
function keyOf(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'quiz-adventure sealed text', 32));
    keys.set(secret, key);
  }
  return key;
}

/** `text` sealed: a random nonce, the ciphertext and its tag, as base64url parts. */
export function seal(text: string, secret: Uint8Array): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), nonce);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [nonce, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The text a `seal` made with the same secret, or undefined. */
export function unseal(sealed: string, secret: Uint8Array): string | undefined {
  const [nonce, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!nonce || !body || !tag || nonce.length !== 12 || tag.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), nonce);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
