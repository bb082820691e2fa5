import { afterPageLoad } from './after-load';

afterEach(() => jest.useRealTimers());

it('waits a few seconds after the page has loaded, then for an idle moment, and later work only for idle', () => {
  jest.useFakeTimers();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  const first = jest.fn();
  afterPageLoad(first);
  jest.advanceTimersByTime(10_000);
  expect(first).not.toHaveBeenCalled();

  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(2999);
  expect(first).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  jest.runOnlyPendingTimers();
  expect(first).toHaveBeenCalledTimes(1);

  const next = jest.fn();
  afterPageLoad(next);
  jest.advanceTimersByTime(1000);
  expect(next).toHaveBeenCalledTimes(1);
});
