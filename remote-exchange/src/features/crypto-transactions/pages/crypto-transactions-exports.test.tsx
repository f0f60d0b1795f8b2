import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, queryClient, setLanguage } from '@portal/shared';
import '../../../app/register';
import { serveBundle } from '../testing/serve-bundle';
import { buyRow, depositRow, swapRow, transferRow, withdrawalRow } from '../testing/sample-rows';
import { CryptoTransactionsPage } from './crypto-transactions-page';

// Issue 44 item 12: every crypto list's CSV writes its amounts as numbers beside their currency, under the
// export heading (holder, account, period, generated at), with the spec's column titles kept.
const bundle = {
  buyselltra: [buyRow],
  withdrawtransaction: [withdrawalRow],
  swaptra: [swapRow],
  deposittransaction: [depositRow],
  transfer_array: [transferRow],
};

const downloads: Blob[] = [];
beforeEach(async () => {
  downloads.length = 0;
  let last: Blob | undefined;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => ((last = blob as Blob), 'blob:export'));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => void downloads.push(last!));
  configureApi({ baseUrl: 'http://api.test' });
  queryClient.clear();
  serveBundle(bundle);
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** The CSV of the list of `type` with its one row selected: heading lines and table lines. */
const exportedCsv = async (type: string, rowText: string) => {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/crypto-transactions?type=${type}`]}>
        <CryptoTransactionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const cell = await screen.findByText(rowText);
  fireEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Download Report' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
  });
  await waitFor(() => expect(downloads).toHaveLength(1));
  const [heading, table] = (await readBlob(downloads[0]!)).replace(/^\uFEFF/, '').split('\r\n\r\n');
  expect(heading).toContain('"Account","All accounts"');
  expect(heading).toContain('"Period","All dates"');
  expect(heading).toContain('"Generated at",');
  return table!.trim().split(/\r?\n/);
};

test('buy/sell: crypto and fiat amounts as numbers, each beside its currency', async () => {
  const [head, row] = await exportedCsv('CryptoExchange', 'BY1');
  expect(head).toBe(
    '"Transaction ID","Date","Type","Pair","Crypto Amount","Crypto Amount – Currency","Fiat Amount",' +
      '"Fiat Amount – Currency","Fee","Fee – Currency","Status"',
  );
  expect(row).toContain('"0.0015","BTC","1234.5","USD","1","USD"');
});

test('withdrawals: amounts and fees as numbers; the Coin column names their currency', async () => {
  const [head, row] = await exportedCsv('Withdrawal', '0xw');
  expect(head).not.toContain('Currency');
  expect(row).toContain('"ETH","0.5","0.51","0.005","0.005"');
});

test('swaps: from, to and fee as numbers, each beside its coin', async () => {
  const [head, row] = await exportedCsv('Swap', 'SW1');
  expect(head).toContain('"From Amount","From Amount – Currency","To Amount","To Amount – Currency"');
  expect(row).toContain('"0.1","BTC","2.5","ETH","0.001","BTC"');
});

test('deposits: the amount as a number beside the Coin column', async () => {
  expect((await exportedCsv('Deposit', '0xdep'))[1]).toContain('"BTC","1.5"');
});

test('transfers: a signed amount stays a number', async () => {
  expect((await exportedCsv('Transfer', 'TR1'))[1]).toContain('"ETH","-0.25"');
});
