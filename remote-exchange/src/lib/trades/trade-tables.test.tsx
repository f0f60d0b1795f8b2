import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import '../../app/register';
import { BuySellTable } from './buy-sell-table';
import { SwapTable } from './swap-table';

type Answer = {
  data?: { buyselltra?: unknown[]; swaptra?: unknown[] };
  isPending: boolean;
  isError: boolean;
};
let answer: Answer;
jest.mock('./get-all-crypto-exchange', () => ({ useCryptoExchangeData: () => answer }));

const buy = (status: string, extra: Record<string, unknown> = {}) => ({
  exchange_id: status,
  transaction_hash: `TX-${status}`,
  created_datetime: '2026-11-13 16:36:45',
  exchange_type: 'Buy',
  exchnage_pair: 'USD|BTC',
  fiat_amount: '900.67',
  crypto_amount: '0.01410691',
  transfer_status: status,
  admin_transaction_hash: '0xhash',
  admin_note: 'Checked by ops',
  ...extra,
});

describe('dashboard trade tables', () => {
  beforeEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('show their title and "No Data Found" when empty', () => {
    answer = { data: { buyselltra: [], swaptra: [] }, isPending: false, isError: false };
    const { container } = render(
      <>
        <BuySellTable />
        <SwapTable />
      </>,
    );
    expect(container.querySelector('[data-widget="BuySellTable"]')).not.toBeNull();
    expect(container.querySelector('[data-widget="SwapTable"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Buy/Sell Transactions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Swap Transactions' })).toBeTruthy();
    expect(screen.getAllByText('No Data Found')).toHaveLength(2);
  });

  it('a failed load just ends the loader (empty table, no message)', () => {
    answer = { isPending: false, isError: true };
    render(<SwapTable />);
    expect(screen.getByText('No Data Found')).toBeTruthy();
  });

  it('lists buy/sell rows with the table date, amounts and Success for Completed', () => {
    answer = { data: { buyselltra: [buy('Completed')] }, isPending: false, isError: false };
    render(<BuySellTable />);
    const row = screen.getByText('TX-Completed').closest('tr') as HTMLElement;
    expect(within(row).getByText('November 13, 2026')).toBeTruthy();
    expect(within(row).getByText('04:36:45 PM')).toBeTruthy();
    expect(within(row).getByText('USD/BTC')).toBeTruthy();
    expect(within(row).getByText('0.01410691 BTC')).toBeTruthy();
    expect(within(row).getByText('$ 900.67')).toBeTruthy();
    expect(within(row).getByText('Success')).toBeTruthy();
  });

  it.each([
    ['Completed', true, true],
    ['Failed', false, true],
    ['Pending', false, false],
  ])('Transaction Details of a %s row: admin hash %s, admin note %s', (status, hash, note) => {
    answer = { data: { buyselltra: [buy(status)] }, isPending: false, isError: false };
    render(<BuySellTable />);
    fireEvent.click(screen.getByText(`TX-${status}`));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).getByText('November 13, 2026 04:36:45 PM')).toBeTruthy();
    expect(within(dialog).getByText('900.67 USD')).toBeTruthy();
    expect(within(dialog).queryByText('0xhash') !== null).toBe(hash);
    expect(within(dialog).queryByText('Checked by ops') !== null).toBe(note);
  });

  it('leaves amounts and pair codes out of the details without a pair', () => {
    answer = {
      data: { buyselltra: [buy('Completed', { exchnage_pair: '' })] },
      isPending: false,
      isError: false,
    };
    render(<BuySellTable />);
    fireEvent.click(screen.getByText('TX-Completed'));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).queryByText('Fiat Amount')).toBeNull();
    expect(within(dialog).queryByText('Crypto Amount')).toBeNull();
  });

  it('lists swaps with their coin codes', () => {
    answer = {
      data: {
        swaptra: [
          {
            swap_id: '1',
            transaction_hash: 'SW-1',
            created_datetime: '2026-11-05 11:22:45',
            from_amount: '0.34542903',
            coin_code: 'ETH',
            to_amount: '0.0172',
            to_coin_code: 'BTC',
            swap_status: 'Completed',
          },
        ],
      },
      isPending: false,
      isError: false,
    };
    render(<SwapTable />);
    const row = screen.getByText('SW-1').closest('tr') as HTMLElement;
    expect(within(row).getByText('ETH')).toBeTruthy();
    expect(within(row).getByText('BTC')).toBeTruthy();
    expect(within(row).getByText('0.01720000')).toBeTruthy();
  });

  it('under the exchange tabs: the Fee and Site Fee columns (fiat for buy/sell, from-coin for swaps)', () => {
    answer = {
      data: {
        buyselltra: [buy('Completed', { admin_reward: '9.01' })],
        swaptra: [
          {
            swap_id: '1',
            transaction_hash: 'SW-1',
            created_datetime: '2026-11-05 11:22:45',
            from_amount: '0.2',
            coin_code: 'BTC',
            to_amount: '4',
            to_coin_code: 'ETH',
            admin_reward: '0.002',
            swap_status: 'Completed',
          },
        ],
      },
      isPending: false,
      isError: false,
    };
    render(
      <>
        <BuySellTable withFees />
        <SwapTable withFees />
      </>,
    );
    expect(screen.getByRole('columnheader', { name: 'Fee' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Site Fee' })).toBeTruthy();
    expect(
      within(screen.getByText('TX-Completed').closest('tr') as HTMLElement).getByText('$ 9.01'),
    ).toBeTruthy();
    expect(
      within(screen.getByText('SW-1').closest('tr') as HTMLElement).getByText('0.00200000 BTC'),
    ).toBeTruthy();
  });

  const swap = {
    swap_id: '1',
    transaction_hash: 'SW-1',
    created_datetime: '2026-11-05 11:22:45',
    from_amount: '0.2',
    coin_code: 'BTC',
    to_amount: '4',
    to_coin_code: 'ETH',
    admin_reward: '0.002',
    swap_status: 'Completed',
  };
  const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());

  it("under the exchange tabs: exactly spec 03 §2's columns, coin codes beside the amounts", () => {
    answer = {
      data: {
        buyselltra: [buy('Completed')],
        swaptra: [
          {
            swap_id: '1',
            transaction_hash: 'SW-1',
            created_datetime: '2026-11-05 11:22:45',
            from_amount: '0.2',
            coin_code: 'BTC',
            to_amount: '4',
            to_coin_code: 'ETH',
            admin_reward: '0.002',
            swap_status: 'Completed',
          },
        ],
      },
      isPending: false,
      isError: false,
    };
    const { unmount } = render(<BuySellTable withFees />);
    expect(headers()).toEqual([
      'Transaction ID',
      'Date',
      'Type',
      'Pair',
      'Crypto Amount',
      'Fiat Amount',
      'Fee',
      'Status',
    ]);
    unmount();
    render(<SwapTable withFees />);
    expect(headers()).toEqual(['Transaction ID', 'Date', 'From Amount', 'To Amount', 'Site Fee', 'Status']);
    const row = screen.getByText('SW-1').closest('tr') as HTMLElement;
    expect(within(row).getByText('0.20000000 BTC')).toBeTruthy();
    expect(within(row).getByText('4.00000000 ETH')).toBeTruthy();
    expect(within(row).getByText('0.00200000 BTC')).toBeTruthy();
  });

  it("the dashboard widgets: exactly spec 01 §2.7's columns", () => {
    answer = { data: { buyselltra: [buy('Completed')], swaptra: [swap] }, isPending: false, isError: false };
    const { unmount } = render(<BuySellTable />);
    expect(headers()).toEqual([
      'Transaction ID',
      'Date',
      'Type',
      'Pair',
      'Crypto Amount',
      'Fiat Amount',
      'Status',
    ]);
    unmount();
    render(<SwapTable />);
    expect(headers()).toEqual([
      'Transaction ID',
      'Date',
      'From Amount',
      'From Coin',
      'To Amount',
      'To Coin',
      'Status',
    ]);
  });

  it('the dashboard widgets have no fee columns', () => {
    answer = { data: { buyselltra: [buy('Completed')], swaptra: [] }, isPending: false, isError: false };
    render(
      <>
        <BuySellTable />
        <SwapTable />
      </>,
    );
    expect(screen.queryByRole('columnheader', { name: 'Fee' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Site Fee' })).toBeNull();
  });
});

/** The table's Export CSV: its table lines (after the heading lines). */
const exportedLines = async () => {
  let saved: Blob | undefined;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => ((saved = blob as Blob), 'blob:x'));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  });
  await waitFor(() => expect(saved).toBeDefined());
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved!);
  });
  jest.restoreAllMocks();
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n\r\n')[1]!
    .trim()
    .split(/\r?\n/);
};

// Issue 44 item 12: the dashboard's trade exports write amounts as numbers, each beside its currency.
describe('dashboard trade exports', () => {
  it('buy/sell: the crypto and fiat amounts as numbers beside their currencies', async () => {
    answer = { data: { buyselltra: [buy('Completed')] }, isPending: false, isError: false };
    render(<BuySellTable />);
    const [head, row] = await exportedLines();
    expect(head).toContain(
      '"Crypto Amount","Crypto Amount – Currency","Fiat Amount","Fiat Amount – Currency"',
    );
    expect(row).toContain('"0.01410691","BTC","900.67","USD"');
  });

  it('swaps: from and to amounts as numbers beside their coins', async () => {
    const swap = {
      swap_id: '1',
      transaction_hash: 'SW-1',
      created_datetime: '2026-11-13 16:36:45',
      from_coincode: 'BTC',
      to_coincode: 'ETH',
      from_amount: '0.1',
      to_amount: '2.5',
      swap_status: 'Completed',
    };
    answer = { data: { swaptra: [swap] }, isPending: false, isError: false };
    render(<SwapTable />);
    const [, row] = await exportedLines();
    expect(row).toContain('"0.1","BTC"');
    expect(row).toContain('"2.5","ETH"');
  });
});
