import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../api/query-client';
import { apiQueryKey } from '../../api/query-helpers';
import { endpoints } from '../../contract/index';
import { DataTable } from './data-table';

const loaded = jest.fn();
const createPdf = jest.fn();
const addVirtualFileSystem = jest.fn();

jest.mock('pdfmake/build/pdfmake', () => {
  loaded('pdfmake');
  return { __esModule: true, default: { createPdf, addVirtualFileSystem } };
});
jest.mock('pdfmake/build/vfs_fonts', () => {
  loaded('vfs');
  return { __esModule: true, default: { 'Roboto-Regular.ttf': 'AAAA' } };
});

// The export heading names the signed-in customer from the shell's cached answer: there, as in the portal (not
// fetched: no server answers unit tests).
beforeEach(() => {
  queryClient.setQueryData(apiQueryKey(endpoints['shell.getUserDetails'], {}), {
    data: { first_name: 'Ann', last_name: 'Lee' },
  });
});

describe('PDF export', () => {
  it('loads pdfmake only when Export PDF is clicked and titles the document with the export name', async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    createPdf.mockReturnValue({ download });
    const user = userEvent.setup();
    render(
      <DataTable
        columns={[{ id: 'amount', header: 'Amount', value: (row: { amount: string }) => row.amount }]}
        data={[{ amount: '€ 10.00' }]}
        exportName="Fiat Transactions"
      />,
    );
    expect(loaded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('Fiat Transactions.pdf'));
    expect(loaded).toHaveBeenCalledWith('pdfmake');
    expect(addVirtualFileSystem).toHaveBeenCalledWith({ 'Roboto-Regular.ttf': 'AAAA' });
    const definition = createPdf.mock.calls[0]?.[0] as {
      content: [{ text: string }, { table: { body: unknown[] } }, { table: { body: unknown[] } }];
      footer: (page: number, pages: number) => { text: string };
    };
    expect(definition.content[0].text).toBe('Fiat Transactions');
    // Under the title: holder, account, period and generated-at; then the rows; "Page x of N" in the footer.
    const meta = definition.content[1].table.body as [{ text: string }, string][];
    expect(meta.map(([label]) => label.text)).toEqual([
      'Account holder',
      'Account',
      'Period',
      'Generated at',
    ]);
    expect(meta[0]![1]).toBe('Ann Lee');
    expect(meta[1]![1]).toBe('All accounts');
    expect(definition.content[2].table.body[1]).toEqual(['€ 10.00']);
    expect(definition.footer(2, 3)).toMatchObject({ text: 'Page 2 of 3' });
  });
});
