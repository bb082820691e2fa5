import {
  algiersTime,
  CSV_FORMATS,
  csvHead,
  exportFileName,
  moneyCell,
  phoneCell,
  textCell,
} from './order-export-csv';

describe('the orders file format', () => {
  it('writes money as DA with 2 decimals in the language’s decimal mark, without grouping', () => {
    expect(moneyCell(123_456, CSV_FORMATS.fr)).toBe('1234,56');
    expect(moneyCell(5, CSV_FORMATS.en)).toBe('0.05');
    expect(moneyCell(0, CSV_FORMATS.ar)).toBe('0,00');
    expect(moneyCell(-1_050, CSV_FORMATS.fr)).toBe('-10,50');
  });

  it('writes instants as Algiers’ wall clock, and names the file after Algiers’ day', () => {
    expect(algiersTime(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25 00:30');
    expect(exportFileName(new Date('2026-11-24T23:30:00Z'))).toBe('commandes-2026-11-25.csv');
  });

  it('quotes what would break a field, and defuses what a spreadsheet would run', () => {
    expect(textCell('Bab Ezzouar', CSV_FORMATS.fr)).toBe('Bab Ezzouar');
    expect(textCell('a;b', CSV_FORMATS.fr)).toBe('"a;b"');
    expect(textCell('a;b', CSV_FORMATS.en)).toBe('a;b');
    expect(textCell('a,b', CSV_FORMATS.en)).toBe('"a,b"');
    expect(textCell('say "hi"\nthere', CSV_FORMATS.fr)).toBe('"say ""hi""\nthere"');
    expect(textCell('=1+1', CSV_FORMATS.fr)).toBe("'=1+1");
    expect(textCell('-2', CSV_FORMATS.fr)).toBe("'-2");
    expect(textCell(null, CSV_FORMATS.fr)).toBe('');
  });

  it('keeps phone numbers text with their leading 0', () => {
    expect(phoneCell('0550123456')).toBe('0550 12 34 56');
    expect(phoneCell('021234')).toBe('021234');
  });

  it('starts with the byte order mark and the headings in the language', () => {
    expect(csvHead('fr').startsWith('\uFEFFCommande;Date (Alger);')).toBe(true);
    expect(csvHead('en').startsWith('\uFEFFOrder,Date (Algiers),')).toBe(true);
    expect(csvHead('ar').endsWith('\r\n')).toBe(true);
  });
});
