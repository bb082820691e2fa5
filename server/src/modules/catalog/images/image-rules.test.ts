import { BadUserInputError } from '../../../core/errors';
import { ALT_MAX_LENGTH, frenchAlt, isImageField, normaliseAlts, successorOf } from './image-rules';

function fieldErrorsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof BadUserInputError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected bad input');
}

describe('normaliseAlts', () => {
  it('trims the texts and drops empty ones', () => {
    expect(normaliseAlts({ fr: '  Robe rouge ', en: '', ar: '   ' })).toEqual({ fr: 'Robe rouge' });
    expect(normaliseAlts({ fr: 'Robe', en: 'Dress', ar: 'فستان' })).toEqual({
      fr: 'Robe',
      en: 'Dress',
      ar: 'فستان',
    });
  });

  it('answers null when nothing is left, so the product name stands in', () => {
    expect(normaliseAlts({})).toBeNull();
    expect(normaliseAlts({ fr: ' ', en: null })).toBeNull();
  });

  it('requires French as soon as another language has a text', () => {
    expect(fieldErrorsOf(() => normaliseAlts({ en: 'Dress' }))).toEqual({
      'alts.fr': ['the French text is required when another language has one'],
    });
  });

  it('refuses texts longer than the limit, naming the language', () => {
    const long = 'x'.repeat(ALT_MAX_LENGTH + 1);
    expect(fieldErrorsOf(() => normaliseAlts({ fr: 'Robe', ar: long }))).toEqual({
      'alts.ar': [`at most ${ALT_MAX_LENGTH} characters`],
    });
    expect(normaliseAlts({ fr: 'x'.repeat(ALT_MAX_LENGTH) })?.fr).toHaveLength(ALT_MAX_LENGTH);
  });
});

describe('frenchAlt', () => {
  it('prefers the French alternative text, else the product name', () => {
    expect(frenchAlt({ fr: 'Vue de face', en: 'Front' }, 'Robe')).toBe('Vue de face');
    expect(frenchAlt(null, 'Robe')).toBe('Robe');
    expect(frenchAlt({ fr: '  ' }, 'Robe')).toBe('Robe');
  });
});

describe('successorOf', () => {
  it('picks the first remaining image by position, then by id', () => {
    const images = [
      { id: 1, position: 0 },
      { id: 4, position: 2 },
      { id: 3, position: 1 },
      { id: 2, position: 1 },
    ];
    expect(successorOf(images, 1)).toBe(2);
    expect(successorOf(images, 2)).toBe(1);
  });

  it('answers null when no image remains', () => {
    expect(successorOf([{ id: 7, position: 0 }], 7)).toBeNull();
    expect(successorOf([], 7)).toBeNull();
  });
});

describe('isImageField', () => {
  it.each(['file', 'file[]', 'file[0]', 'file[12]'])('takes %s', (field) => {
    expect(isImageField(field)).toBe(true);
  });

  it.each(['files', 'image', 'file[x]', 'file[0][1]', 'avatar'])('ignores %s', (field) => {
    expect(isImageField(field)).toBe(false);
  });
});
