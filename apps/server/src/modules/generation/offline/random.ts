/**
 * Seeds for the deterministic randomness of the offline generator (no Math.random): a question's seed is a hash of
 * its sentence, so the same text gives the same questions and the same option order.
 */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
