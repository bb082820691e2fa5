import { FixedWindowLimiter } from './rate-limit';

function limiter(options: { limit: number; maxAddresses?: number }) {
  let now = 1_000_000;
  const subject = new FixedWindowLimiter({ ...options, windowMs: 60_000, now: () => now });
  return { subject, advance: (ms: number) => (now += ms) };
}

describe('the fixed-window limiter', () => {
  it('lets the limit through, refuses the next with the seconds left, and resets with the window', () => {
    const { subject, advance } = limiter({ limit: 2 });
    expect([subject.hit('a'), subject.hit('a')]).toEqual([null, null]);
    advance(15_500);
    expect(subject.hit('a')).toBe(45); // 44.5 s left, rounded up
    expect(subject.hit('b')).toBeNull(); // another address has its own window
    advance(44_500);
    expect(subject.hit('a')).toBeNull();
  });

  it('forgets addresses whose window has ended', () => {
    const { subject, advance } = limiter({ limit: 5 });
    for (const address of ['a', 'b', 'c']) subject.hit(address);
    expect(subject.size).toBe(3);
    advance(60_000);
    subject.hit('d');
    expect(subject.size).toBe(1);
  });

  it('puts addresses beyond the cap in one shared window, so memory stays bounded', () => {
    const { subject } = limiter({ limit: 2, maxAddresses: 2 });
    expect([subject.hit('a'), subject.hit('b')]).toEqual([null, null]);
    expect([subject.hit('c'), subject.hit('d')]).toEqual([null, null]);
    expect(subject.hit('e')).not.toBeNull(); // c, d and e share the overflow window
    expect(subject.size).toBe(3);
    expect(subject.hit('a')).toBeNull(); // tracked addresses keep their own
  });
});
