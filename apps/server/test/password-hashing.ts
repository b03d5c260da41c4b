/**
 * Tests hash passwords at a tiny argon2id cost (256 KiB, 1 pass) through the same config the server reads: hundreds
 * of test accounts would otherwise spend minutes of CPU on OWASP's production cost, which config.test.ts pins.
 */
export const testPasswordHashing = { PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_PASSES: '1' } as const;
