import { describe, expect, it } from 'vitest';
import { Issue } from '@quiz/contract/schema-messages';
import { registerFormSchema } from './register';

describe('registerFormSchema', () => {
  const valid = { username: 'alice', email: 'alice@example.test', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a matching confirmation', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('reports "Passwords do not match" at the confirmation', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: Issue.passwordsDoNotMatch }),
    ]);
  });
});
