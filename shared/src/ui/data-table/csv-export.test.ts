import { buildCsv, escapeCsvCell } from './csv-export';

describe('CSV export', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('escapes a cell starting with %j', (first) => {
    expect(escapeCsvCell(`${first}SUM(A1)`)).toBe(`'${first}SUM(A1)`);
  });

  it('leaves ordinary cells alone', () => {
    expect(escapeCsvCell('$ 1,234.50')).toBe('$ 1,234.50');
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell(12.5)).toBe('12.5');
    expect(escapeCsvCell(null)).toBe('');
  });

  it('starts with a UTF-8 BOM, quotes every cell and doubles inner quotes', async () => {
    const csv = await buildCsv(
      ['Name', 'Amount'],
      [
        ['Say "hi", ok', '€ 10.00'],
        ['=HYPERLINK("x")', '-5+cmd'],
        ['-1+1', '-0.25'],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    // A negative plain number stays a number; anything else starting with "-" is defused.
    expect(lines).toEqual([
      '"Name","Amount"',
      '"Say ""hi"", ok","€ 10.00"',
      `"'=HYPERLINK(""x"")","'-5+cmd"`,
      `"'-1+1","-0.25"`,
    ]);
  });

  it('puts the meta lines (holder, account, period) first, then a blank line, then the table', async () => {
    const csv = await buildCsv(
      ['Amount'],
      [['10.00']],
      [
        ['Account holder', 'Ann Lee'],
        ['Period', '=cmd'],
      ],
    );
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Account holder","Ann Lee"',
      `"Period","'=cmd"`,
      '',
      '"Amount"',
      '"10.00"',
    ]);
  });

  it('escapes dangerous headers too', async () => {
    expect((await buildCsv(['@cmd'], [])).slice(1).trimEnd()).toBe(`"'@cmd"`);
  });
});
