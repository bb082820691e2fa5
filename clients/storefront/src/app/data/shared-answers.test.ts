import { ANSWER_FRESH_MS, forgetAnswers, sharedAnswer } from './shared-answers';

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
