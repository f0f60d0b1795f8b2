import type { DataColumn } from './data-column';
import { csvMatrix, plainAmount } from './export-matrix';

type Row = { amount: string; fee: string; currency: string; coin?: string; crypto?: string; name: string };
const fiat = (row: Row) => ({ amount: row.amount, currency: row.currency });
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Beneficiary Name', value: (r) => r.name },
  { id: 'amount', header: 'Withdraw Amount', value: (r) => `€ ${r.amount}`, money: fiat },
  {
    id: 'fee',
    header: 'Site Fee',
    value: (r) => `€ ${r.fee}`,
    money: (r) => ({ amount: r.fee, currency: r.currency }),
  },
  { id: 'view', header: 'View', value: () => '', exportable: false },
];

describe('the CSV matrix of a list export', () => {
  it('writes money as plain numbers and one Currency column when each row has one currency', () => {
    const matrix = csvMatrix(
      columns,
      [
        { name: 'Ann', amount: '751.80', fee: '1,250.00', currency: 'eur' },
        { name: 'Bob', amount: '5', fee: '0.5', currency: 'USD' },
      ],
      'Currency',
    );
    expect(matrix.headers).toEqual(['Beneficiary Name', 'Withdraw Amount', 'Currency', 'Site Fee']);
    expect(matrix.rows).toEqual([
      ['Ann', '751.80', 'EUR', '1250.00'],
      ['Bob', '5', 'USD', '0.5'],
    ]);
  });

  it('gives each money column its own currency column when a row mixes currencies', () => {
    const mixed: DataColumn<Row>[] = [
      {
        id: 'crypto',
        header: 'Crypto Amount',
        value: (r) => r.crypto,
        money: (r) => ({ amount: r.crypto, currency: r.coin }),
      },
      { id: 'fiat', header: 'Fiat Amount', value: (r) => r.amount, money: fiat },
    ];
    const matrix = csvMatrix(
      mixed,
      [{ name: '', amount: '100.00', fee: '', currency: 'EUR', coin: 'BTC', crypto: '0.00150000' }],
      'Devise',
    );
    expect(matrix.headers).toEqual([
      'Crypto Amount',
      'Crypto Amount – Devise',
      'Fiat Amount',
      'Fiat Amount – Devise',
    ]);
    expect(matrix.rows).toEqual([['0.00150000', 'BTC', '100.00', 'EUR']]);
  });

  it('adds no currency column beside the list’s own one', () => {
    const own: DataColumn<Row>[] = [
      { id: 'amount', header: 'Amount', value: (r) => r.amount, money: fiat },
      { id: 'currency', header: 'Currency', value: (r) => r.currency, isCurrency: true },
    ];
    expect(csvMatrix(own, [{ name: '', amount: '2,000.5', fee: '', currency: 'EUR' }], 'Currency')).toEqual({
      headers: ['Amount', 'Currency'],
      rows: [['2000.5', 'EUR']],
    });
  });

  it('reads a number out of a formatted amount, and nothing out of words', () => {
    expect(plainAmount('€ 1,234.50')).toBe('1234.50');
    expect(plainAmount('-12.3')).toBe('-12.3');
    expect(plainAmount(751.8)).toBe('751.8');
    expect(plainAmount('n/a')).toBe('');
    expect(plainAmount(null)).toBe('');
  });
});
