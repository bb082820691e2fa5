import { checkProductTexts, LANGUAGE_FORM_MESSAGE } from './product-texts';

const valid = {
  name: ' Robe kabyle ',
  shortDescription: '<p onclick="x()">Brodée main</p>',
  longDescription: '<p>Longue</p><script>alert(1)</script>',
  seoTitle: 'Robe kabyle brodée',
  seoDescription: 'Robe kabyle traditionnelle',
};

it('trims the texts and cleans the descriptions', () => {
  expect(checkProductTexts(valid)).toEqual({
    name: 'Robe kabyle',
    shortDescription: '<p>Brodée main</p>',
    longDescription: '<p>Longue</p>',
    seoTitle: 'Robe kabyle brodée',
    seoDescription: 'Robe kabyle traditionnelle',
  });
});

it('accepts an empty long description', () => {
  expect(checkProductTexts({ ...valid, longDescription: null }).longDescription).toBe('');
});

it('names every empty required field, with the language form’s message', () => {
  expect(() =>
    checkProductTexts({ name: ' ', shortDescription: '<p> </p>', seoTitle: '', seoDescription: '\n' }),
  ).toThrow(
    expect.objectContaining({
      message: LANGUAGE_FORM_MESSAGE,
      fieldErrors: {
        name: ['must not be empty'],
        shortDescription: ['must not be empty'],
        seoTitle: ['must not be empty'],
        seoDescription: ['must not be empty'],
      },
    }),
  );
});

it('counts a description that is only a script as empty', () => {
  expect(() => checkProductTexts({ ...valid, shortDescription: '<script>alert(1)</script>' })).toThrow(
    expect.objectContaining({ fieldErrors: { shortDescription: ['must not be empty'] } }),
  );
});
