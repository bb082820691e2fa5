import { customerSearch } from './customer-search';

describe('customerSearch', () => {
  it('reads a number as a phone, in any digits and with the country prefix', () => {
    expect(customerSearch(' 0661 23-45 ')).toEqual({ kind: 'phone', digits: '06612345' });
    expect(customerSearch('٠٦٦١٢٣')).toEqual({ kind: 'phone', digits: '066123' });
    expect(customerSearch('+213 661 23 45 67')).toEqual({ kind: 'phone', digits: '0661234567' });
    expect(customerSearch('+213 550')).toEqual({ kind: 'phone', digits: '0550' });
    expect(customerSearch('00213770')).toEqual({ kind: 'phone', digits: '0770' });
    expect(customerSearch('213661234567')).toEqual({ kind: 'phone', digits: '0661234567' });
    expect(customerSearch('2135')).toEqual({ kind: 'phone', digits: '2135' });
  });

  it('reads anything else as words, at most five', () => {
    expect(customerSearch('Amina  Benali')).toEqual({ kind: 'words', words: ['Amina', 'Benali'] });
    expect(customerSearch('a b c d e f g')).toEqual({ kind: 'words', words: ['a', 'b', 'c', 'd', 'e'] });
  });

  it('ignores a blank search', () => {
    expect(customerSearch('   ')).toEqual({ kind: 'none' });
    expect(customerSearch(null)).toEqual({ kind: 'none' });
  });
});
