import { translationSource } from './translation-source';
import type { TranslatedTexts } from './translation-source';

const TEXTS: TranslatedTexts = { en: { 'app.hello': 'Hello' }, ar: { 'app.hello': 'مرحبا' } };

it('asks for the chunk once, whatever the languages asked, and knows its texts once it came', async () => {
  const importTexts = jest.fn(() => Promise.resolve(TEXTS));
  const source = translationSource(importTexts);
  expect(source.loaded('ar')).toBeUndefined();
  const [ar, again] = await Promise.all([source.load('ar'), source.load('ar')]);
  expect([ar, again]).toEqual([{ 'app.hello': 'مرحبا' }, { 'app.hello': 'مرحبا' }]);
  await expect(source.load('en')).resolves.toEqual({ 'app.hello': 'Hello' });
  expect(source.loaded('en')).toEqual({ 'app.hello': 'Hello' });
  expect(importTexts).toHaveBeenCalledTimes(1);
});

it('needs nothing for French, the source language', async () => {
  const importTexts = jest.fn(() => Promise.resolve(TEXTS));
  const source = translationSource(importTexts);
  expect(source.loaded('fr')).toEqual({});
  await expect(source.load('fr')).resolves.toEqual({});
  expect(importTexts).not.toHaveBeenCalled();
});

it('answers undefined when the chunk cannot come, and asks for it again the next time', async () => {
  const importTexts = jest
    .fn<Promise<TranslatedTexts>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(TEXTS);
  const source = translationSource(importTexts);
  await expect(source.load('ar')).resolves.toBeUndefined();
  expect(source.loaded('ar')).toBeUndefined();
  await expect(source.load('ar')).resolves.toEqual({ 'app.hello': 'مرحبا' });
  expect(importTexts).toHaveBeenCalledTimes(2);
});
