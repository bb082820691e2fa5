import { ANSWER_FRESH_MS, claimSave, forgetAnswers, sharedAnswer } from './shared-answers';

afterEach(() => {
  forgetAnswers();
  jest.restoreAllMocks();
});

it('asks once for a question asked twice while on the wire', async () => {
  const ask = jest.fn(async () => 'answer');
  const [first, second] = [sharedAnswer('k', ask), sharedAnswer('k', ask)];
  expect(await first).toBe('answer');
  expect(await second).toBe('answer');
  expect(ask).toHaveBeenCalledTimes(1);
});

it('gives the kept answer to the next asker while fresh, and asks again once it is not', async () => {
  let now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  let asked = 0;
  const ask = jest.fn(async () => `answer ${++asked}`);
  expect(await sharedAnswer('k', ask)).toBe('answer 1');
  now += ANSWER_FRESH_MS - 1;
  expect(await sharedAnswer('k', ask)).toBe('answer 1');
  now += 1;
  expect(await sharedAnswer('k', ask)).toBe('answer 2');
  expect(ask).toHaveBeenCalledTimes(2);
});

it('forgets a failure at once, and asks again when told to (a retry)', async () => {
  const failing = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(sharedAnswer('k', failing)).rejects.toThrow('Failed to fetch');
  const ask = jest.fn(async () => 'answer');
  expect(await sharedAnswer('k', ask)).toBe('answer');
  expect(await sharedAnswer('k', ask, { fresh: true })).toBe('answer');
  expect(ask).toHaveBeenCalledTimes(2);
});

it('keeps questions apart by key', async () => {
  const ask = jest.fn(async () => 'answer');
  await Promise.all([sharedAnswer('a', ask), sharedAnswer('b', ask)]);
  expect(ask).toHaveBeenCalledTimes(2);
});

it('lets one holder of an answer save it on the device, not every taker', async () => {
  const answer = sharedAnswer('k', async () => 'answer');
  const again = sharedAnswer('k', async () => 'other');
  await answer;
  expect(again).toBe(answer);
  expect(claimSave('k', answer)).toBe(true);
  expect(claimSave('k', again)).toBe(false);
  // An answer no longer kept (dropped, replaced) is its holder's to save.
  expect(claimSave('k', Promise.resolve('elsewhere'))).toBe(true);
});

it('drops an answer once it is stale', async () => {
  jest.useFakeTimers();
  const ask = jest.fn(async () => 'answer');
  await sharedAnswer('k', ask);
  await Promise.resolve();
  jest.advanceTimersByTime(ANSWER_FRESH_MS);
  await sharedAnswer('k', ask);
  expect(ask).toHaveBeenCalledTimes(2);
  jest.useRealTimers();
});
