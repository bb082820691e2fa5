import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { I18nProvider } from '@tijara/shared';
import { testCatalogues } from '../../test/test-catalogues';
import { useRowWrite } from './use-row-write';
import type { RowWriteOutcome } from './use-row-write';

const words = defineMessages({
  done: { id: 'test.rowWrite.done', defaultMessage: 'Page supprimée.' },
  refused: { id: 'test.rowWrite.refused', defaultMessage: 'Suppression refusée.' },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider messages={testCatalogues}>{children}</I18nProvider>
);

function rowWrite() {
  const onNotice = jest.fn();
  const { result } = renderHook(() => useRowWrite(onNotice), { wrapper });
  return { result, onNotice };
}

it('keeps the row busy while the write runs, then says it worked and answers true', async () => {
  const { result, onNotice } = rowWrite();
  let finish: (outcome: RowWriteOutcome) => void = () => undefined;
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = result.current.run(() => new Promise((resolve) => (finish = resolve)), words.done);
  });
  expect(result.current.busy).toBe(true);
  expect(onNotice).not.toHaveBeenCalled();
  await act(async () => finish({ ok: true }));
  await expect(answer).resolves.toBe(true);
  expect(result.current.busy).toBe(false);
  expect(onNotice).toHaveBeenCalledWith({ ok: true, text: 'Page supprimée.' });
});

it('says a refusal in its own words, frees the row and answers false', async () => {
  const { result, onNotice } = rowWrite();
  let answer: boolean | undefined;
  await act(async () => {
    answer = await result.current.run(async () => ({ ok: false, message: words.refused }), words.done);
  });
  expect(answer).toBe(false);
  expect(result.current.busy).toBe(false);
  expect(onNotice).toHaveBeenCalledWith({ ok: false, text: 'Suppression refusée.' });
});

it('frees the row when the write throws, saying nothing', async () => {
  const { result, onNotice } = rowWrite();
  await act(async () => {
    await expect(result.current.run(() => Promise.reject(new Error('network')), words.done)).rejects.toThrow(
      'network',
    );
  });
  expect(result.current.busy).toBe(false);
  expect(onNotice).not.toHaveBeenCalled();
});
