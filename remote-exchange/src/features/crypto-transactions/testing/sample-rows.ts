/** One row of each crypto list as the server sends it (contract field names, typos included), for the page's
 * tests to put in a bundle; a test changes only the fields it asserts on. */
export const buyRow = {
  exchange_id: '1',
  transaction_hash: 'BY1',
  created_datetime: '2026-11-03 10:00:00',
  exchange_type: 'Buy',
  exchnage_pair: 'USD|BTC',
  fiat_amount: '1234.5',
  crypto_amount: '0.0015',
  admin_reward: '1',
  transfer_status: 'Completed',
};

export const withdrawalRow = {
  withdraw_tra_id: '7',
  transaction_hash: '0xw',
  coin_code: 'ETH',
  withdraw_amount: '0.5',
  originalwithamount: '0.51',
  tenpercnt: '0.005',
  transaction_fees: '0.005',
  withdraw_status: 'Pending',
  created_datetime: '2026-11-02 10:00:00',
};

export const swapRow = {
  swap_id: '3',
  transaction_hash: 'SW1',
  from_coincode: 'BTC',
  to_coincode: 'ETH',
  from_amount: '0.1',
  to_amount: '2.5',
  admin_reward: '0.001',
  swap_status: 'Completed',
  created_datetime: '2026-11-02 10:00:00',
};

export const depositRow = {
  depositfund_id: '9',
  transaction_hash: '0xdep',
  coin_code: 'BTC',
  fund_amount: '1.5',
  withdraw_status: 'Completed',
  created_datetime: '2026-11-01 10:00:00',
};

export const transferRow = {
  transfer_id: '4',
  transaction_hash: 'TR1',
  coin_code: 'ETH',
  transfer_amount: '-0.25',
  first_name: 'Ana',
  last_name: 'Lee',
  email_id: 'ana@x.io',
  created_datetime: '2026-11-02 10:00:00',
};
