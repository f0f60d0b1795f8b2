import { apiQueryKey, exportFile, queryClient } from '@portal/shared';
import { endpoints } from '@portal/shared/contract';
import type { IbanTransaction } from '../api/get-iban-history';
import { historyColumns } from './iban-transactions';

// Issue 44 item 12: the IBAN history's CSV writes amount and fee as numbers beside a Currency column, under the
// spec's column titles.
test('the IBAN history CSV: amount and fee as numbers, the currency in its own column', async () => {
  let saved: Blob | undefined;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => ((saved = blob as Blob), 'blob:x'));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  // The holder, as the shell has cached it.
  queryClient.setQueryData(apiQueryKey(endpoints['shell.getUserDetails'], {}), {
    code: '200',
    message: '',
    data: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  const row = {
    ibanabs_id: '1',
    transaction_date: '2026-11-02 10:00:00',
    sender: 'Ada',
    recipient: 'Bob',
    payment_type: 'SEPA',
    debit_credit: 'Debit',
    amount: '1250.5',
    site_fee: '2.5',
    currency: 'EUR',
    payment_status: 'Completed',
  } as unknown as IbanTransaction;
  const t = (key: string) => key.split('.').pop()!;
  const columns = historyColumns(t as never, ((_kind: string, value: string) => value) as never);
  await exportFile({ kind: 'csv', title: 'IBAN', columns, rows: [row], t });
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved!);
  });
  const [heading, table] = text.replace(/^\uFEFF/, '').split('\r\n\r\n');
  expect(heading).toContain('"holder","Ada Lovelace"');
  const [head, line] = table!.trim().split(/\r?\n/);
  expect(head).toBe('"date","sender","recipient","type","direction","amount","currency","fee","status"');
  expect(line).toMatch(/,"1250\.5","EUR","2\.5","Completed"$/);
});
