import {
  combinationLabel,
  combinationName,
  duplicatesAnother,
  valueSetKey,
  valueSetProblem,
} from './combination-rules';

const size = { id: 2, position: 2 };
const colour = { id: 1, position: 1 };
const xl = { labels: { fr: 'XL' }, position: 3, attribute: size };
const rouge = { labels: { fr: 'Rouge', en: 'Red', ar: 'أحمر' }, position: 1, attribute: colour };

describe('valueSetProblem', () => {
  it('accepts one value per attribute', () => {
    expect(
      valueSetProblem([
        { valueId: 10, attributeId: 1 },
        { valueId: 20, attributeId: 2 },
      ]),
    ).toBeNull();
  });

  it('refuses two values of one attribute, and no value at all', () => {
    expect(
      valueSetProblem([
        { valueId: 10, attributeId: 1 },
        { valueId: 11, attributeId: 1 },
      ]),
    ).toBe('at most one value per attribute');
    expect(valueSetProblem([])).toBe('a combination needs at least one attribute value');
  });
});

describe('duplicatesAnother', () => {
  it('compares sets of values whatever their order', () => {
    expect(valueSetKey([20, 10, 20])).toBe('10,20');
    expect(duplicatesAnother([20, 10], [[5], [10, 20]])).toBe(true);
    expect(duplicatesAnother([20, 10], [[10], [10, 20, 30]])).toBe(false);
  });
});

describe('combinationLabel', () => {
  it("reads the values in their attributes' order, in the locale", () => {
    expect(combinationLabel([xl, rouge], 'fr')).toBe('Rouge - XL');
    expect(combinationLabel([xl, rouge], 'en')).toBe('Red - XL');
    expect(combinationLabel([rouge, xl], 'ar')).toBe('أحمر - XL');
  });
});

describe('combinationName', () => {
  it('prefers its own name in the locale, then French, then the label', () => {
    expect(combinationName({ fr: 'Édition rouge', en: 'Red edition' }, 'Rouge', 'en')).toBe('Red edition');
    expect(combinationName({ fr: 'Édition rouge' }, 'Rouge', 'ar')).toBe('Édition rouge');
    expect(combinationName(null, 'Rouge - XL', 'fr')).toBe('Rouge - XL');
    expect(combinationName({ en: '  ' }, 'Rouge - XL', 'en')).toBe('Rouge - XL');
  });
});
