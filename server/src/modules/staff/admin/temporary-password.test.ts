import { temporaryPassword } from './temporary-password';

describe('a reset’s temporary password', () => {
  it('is three groups of four characters without look-alikes', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(temporaryPassword()).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{4}(-[a-km-np-zA-HJ-NP-Z2-9]{4}){2}$/);
    }
  });

  it('is a new one every time', () => {
    const drawn = new Set(Array.from({ length: 500 }, () => temporaryPassword()));
    expect(drawn.size).toBe(500);
  });
});
