import { hashPassword, verifyPassword } from './password';

// Low cost keeps the test fast; the format and the checks are the same at the default cost.
const FAST = { ln: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse', FAST);
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', FAST)).not.toBe(await hashPassword('same', FAST));
  });

  it('uses the default cost when none is given', async () => {
    expect(await hashPassword('x')).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
  });

  it('refuses anything that is not one of its hashes', async () => {
    const hash = await hashPassword('secret', FAST);
    expect(await verifyPassword('secret', hash.replace('ln=10', 'ln=11'))).toBe(false);
    expect(await verifyPassword('secret', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret', '')).toBe(false);
  });
});
