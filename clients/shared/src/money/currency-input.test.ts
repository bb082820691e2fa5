import { cleanCurrencyTyping, formatCurrencyInput, parseCurrencyInput } from './currency-input';

describe('currency input', () => {
  it('keeps digits, groups thousands with spaces and allows 2 decimals after a comma or a point', () => {
    expect(cleanCurrencyTyping('1234567')).toBe('1 234 567');
    expect(cleanCurrencyTyping('1234.5')).toBe('1 234,5');
    expect(cleanCurrencyTyping('12,345')).toBe('12,34');
    expect(cleanCurrencyTyping('12a3 DA')).toBe('123');
    expect(cleanCurrencyTyping('٣٥٠٠٠')).toBe('35 000');
    expect(cleanCurrencyTyping('007')).toBe('7');
  });

  it('parses to exact centimes, empty to null and garbage to undefined', () => {
    expect(parseCurrencyInput('1 234,56')).toBe(123_456);
    expect(parseCurrencyInput('1234.5')).toBe(123_450);
    expect(parseCurrencyInput('0,1')).toBe(10);
    expect(parseCurrencyInput('')).toBeNull();
    expect(parseCurrencyInput('  ')).toBeNull();
    expect(parseCurrencyInput('12,345')).toBeUndefined();
    expect(parseCurrencyInput('-5')).toBeUndefined();
  });

  it('pads to ,00 for display after blur', () => {
    expect(formatCurrencyInput(123_450)).toBe('1 234,50');
    expect(formatCurrencyInput(5)).toBe('0,05');
    expect(formatCurrencyInput(100_000_000)).toBe('1 000 000,00');
  });
});
