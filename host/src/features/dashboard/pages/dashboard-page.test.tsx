import { act, render, screen } from '@testing-library/react';
import { bus, configureApi, queryClient } from '@portal/shared';
import { stubNetwork } from '@portal/shared/testing';
import { remoteModule } from '../../../app/remotes/remote-module-cache';
import { DashboardPage } from './dashboard-page';

type Details =
  | { account: string; account_type: string; vip_user: string; tier: number; iban_form_status: string | null }
  | undefined;
let details: Details;

jest.mock('../../../lib/use-user-details', () => ({
  useUserDetails: () => ({ data: details, isError: false }),
}));
jest.mock('../../../app/remotes/remote-module-cache', () => ({
  remoteModule: jest.fn(() => Promise.resolve({ widgets: {} })),
}));
jest.mock('../../../app/remotes/remote-slot', () => ({
  RemoteWidget: ({ remote, name }: { remote: string; name: string }) => (
    <div data-testid="widget">{`${remote}:${name}`}</div>
  ),
}));

const PERSONAL: Details = {
  account: 'Personal',
  account_type: 'Wallet',
  vip_user: 'No',
  tier: 0,
  iban_form_status: null,
};

/** The title's frame is on screen: the widgets mount after it (useAfterFirstPaint; jsdom has no Element Timing, so
 * a task after the second animation frame). */
const paint = () =>
  act(() => {
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(1);
  });

const renderPainted = () => {
  const rendered = render(<DashboardPage />);
  paint();
  return rendered;
};

const widgets = () => screen.queryAllByTestId('widget').map((node) => node.textContent);

describe('DashboardPage', () => {
  let opened: jest.Mock;
  let off: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    opened = jest.fn();
    off = bus.on('ibanKyc:open', opened);
  });
  afterEach(() => {
    off();
    jest.useRealTimers();
  });

  it('fetches its widgets’ code and starts their calls only once the title is on screen', async () => {
    details = PERSONAL;
    jest.mocked(remoteModule).mockClear();
    configureApi({ baseUrl: 'http://api.test' });
    queryClient.clear();
    const requests = stubNetwork(() => new Promise(() => undefined));
    render(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('elementtiming')).toBe('dashboard-title');
    await act(() => Promise.resolve());
    expect(remoteModule).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    paint();
    expect(jest.mocked(remoteModule).mock.calls).toEqual([
      ['wallets', './widgets'],
      ['exchange', './widgets'],
    ]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(requests.map((request) => request.url?.split('/').pop()).sort()).toEqual([
      'GetAllCrypto',
      'GetAllCryptoExchange',
      'GetAllInternal',
      'getuseraccoundsbyid',
    ]);
  });

  it('shows a loader and no widget until the user details arrive', () => {
    details = undefined;
    render(<DashboardPage />);
    expect(widgets()).toEqual([]);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(opened).not.toHaveBeenCalled();
  });

  it('composes a personal dashboard and asks for the IBAN KYC modal 5 s after the page loads', () => {
    details = PERSONAL;
    const loadedAt = performance.now(); // faked by jest's timers, as the page reads it
    const { container } = renderPainted();
    expect(widgets()).toEqual([
      'wallets:WalletCards',
      'wallets:FiatTransactionsTable',
      'wallets:CryptoAccountsTable',
      'exchange:BuySellTable',
      'exchange:SwapTable',
    ]);
    expect(container.querySelector('[data-settled]')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(50); // nothing busy: shown after the quiet period
    });
    expect(container.querySelector('[data-settled]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    // Counted from the page's mount: the title's frames and the quiet period are part of the 5 s.
    act(() => {
      jest.advanceTimersByTime(loadedAt + 4_999 - performance.now());
    });
    expect(opened).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('mounts the widgets only once the title has been painted', () => {
    details = PERSONAL;
    render(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(widgets()).toEqual([]);
    paint();
    expect(widgets()).toHaveLength(5);
  });

  it('adds the referral box for a VIP at tier 1 and never opens the IBAN modal', () => {
    details = {
      account: 'Personal',
      account_type: 'Wallet',
      vip_user: 'Yes',
      tier: 1,
      iban_form_status: null,
    };
    renderPainted();
    expect(widgets()[0]).toBe('account:ReferralLinkBox');
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(opened).not.toHaveBeenCalled();
  });
});
