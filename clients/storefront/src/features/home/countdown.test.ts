import { timeLeft } from './countdown';

const END = '2030-06-02T12:30:15.000Z';
const at = (iso: string) => Date.parse(iso);

it('splits what is left into days, hours, minutes and whole seconds', () => {
  expect(timeLeft(END, at('2030-06-01T10:00:00.000Z'))).toEqual({
    days: 1,
    hours: 2,
    minutes: 30,
    seconds: 15,
  });
  expect(timeLeft(END, at('2030-06-02T12:30:14.400Z'))).toEqual({
    days: 0,
    hours: 0,
    minutes: 0,
    seconds: 0,
  });
});

it('is over at the end date and after it, and for a date it cannot read', () => {
  expect(timeLeft(END, at(END))).toBeNull();
  expect(timeLeft(END, at('2031-01-01T00:00:00.000Z'))).toBeNull();
  expect(timeLeft('not a date', 0)).toBeNull();
});
