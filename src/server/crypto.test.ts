import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, usePasswordHashCost, verifyPassword } from './crypto';

describe('password hashes', () => {
  afterEach(() => usePasswordHashCost('standard'));

  it('are Argon2id at 19 MiB and 2 passes by default', async () => {
    expect(await hashPassword('correct horse')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("at the end-to-end tests' cost are still checked: the password passes, another is refused", async () => {
    usePasswordHashCost('test');
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'correct horsf')).toBe(false);
    // A hash made at the standard cost is checked at its own cost whatever is set now.
    usePasswordHashCost('standard');
    const standard = await hashPassword('correct horse');
    usePasswordHashCost('test');
    expect(await verifyPassword(standard, 'correct horse')).toBe(true);
  });
});
