import { windowAt } from './rate-limit';

describe('the fixed window of the public write limit', () => {
  it('starts on the minute, whatever the instant inside it', () => {
    const minute = Date.UTC(2026, 10, 26, 9, 30);
    expect(windowAt(minute, 60_000).start).toBe(minute);
    expect(windowAt(minute + 59_999, 60_000).start).toBe(minute);
    expect(windowAt(minute + 60_000, 60_000).start).toBe(minute + 60_000);
  });

  it('tells the whole seconds left, rounded up and never 0', () => {
    const minute = Date.UTC(2026, 10, 26, 9, 30);
    expect(windowAt(minute, 60_000).secondsLeft).toBe(60);
    expect(windowAt(minute + 15_500, 60_000).secondsLeft).toBe(45); // 44.5 s left
    expect(windowAt(minute + 59_999, 60_000).secondsLeft).toBe(1);
  });
});
