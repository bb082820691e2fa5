import { MAX_OPERATION_NAMES, OperationNameLabels } from './metrics-plugin';

describe('OperationNameLabels', () => {
  it('keeps a plain name, and groups anonymous operations', () => {
    const labels = new OperationNameLabels();
    expect(labels.label('StorefrontProduct')).toBe('StorefrontProduct');
    expect(labels.label(null)).toBe('anonymous');
    expect(labels.label(undefined)).toBe('anonymous');
  });

  it('groups odd names and every new name past the limit under other, keeping the names already seen', () => {
    const labels = new OperationNameLabels();
    expect(labels.label('name with spaces')).toBe('other');
    expect(labels.label(`A${'b'.repeat(80)}`)).toBe('other');
    for (let i = 0; i < MAX_OPERATION_NAMES; i += 1)
      expect(labels.label(`Operation${i}`)).toBe(`Operation${i}`);
    expect(labels.label('OneTooMany')).toBe('other');
    expect(labels.label('Operation7')).toBe('Operation7');
  });
});
