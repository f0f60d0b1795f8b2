import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
      content: [{ text: string }, { table: { body: unknown[] } }];
    };
    expect(definition.content[0].text).toBe('Fiat Transactions');
    expect(definition.content[1].table.body[1]).toEqual(['€ 10.00']);
  });
});
