import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { queryClient, setLanguage } from '@portal/shared';
import '../../../app/register';
import { IbanKycFields } from './iban-kyc-fields';

const renderForm = (existing = { document: null as string | null, proof: null as string | null }) =>
  render(
    <QueryClientProvider client={queryClient}>
      <IbanKycFields record={null} existing={existing} />
    </QueryClientProvider>,
  );

// No API in unit tests: the countries query stays idle (a jsdom request kept jest from exiting for 60 s).
const defaults = queryClient.getDefaultOptions();
beforeAll(async () => {
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, enabled: false } });
  await act(() => setLanguage('en'));
});
afterAll(() => queryClient.setDefaultOptions(defaults));

describe('IBAN KYC form: conditional fields', () => {
  it('shows the document file only when the upload is confirmed Provided', () => {
    renderForm();
    expect(screen.queryByLabelText('Document file')).toBeNull();
    fireEvent.change(screen.getByLabelText('Document upload confirmation'), {
      target: { value: 'Provided' },
    });
    expect(screen.getByLabelText('Document file')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Document upload confirmation'), {
      target: { value: 'Not Provided' },
    });
    expect(screen.queryByLabelText('Document file')).toBeNull();
  });

  it.each([
    ['Are you a politically exposed person (PEP)?', 'PEP details'],
    ['Are you subject to sanctions (UN, EU, OFAC, Canada)?', 'Sanctions details'],
    ['Are you a US person?', 'US person details'],
  ])('asks for details when "%s" is Yes', (question, details) => {
    renderForm();
    expect(screen.queryByLabelText(details)).toBeNull();
    fireEvent.change(screen.getByLabelText(question), { target: { value: 'Yes' } });
    expect(screen.getByLabelText(details)).toBeTruthy();
  });

  it('names the stored files', () => {
    renderForm({ document: null, proof: 'proof-1.pdf' });
    expect(screen.getByText(/proof-1\.pdf/)).toBeTruthy();
  });

  it('refuses a wrong extension at once and shows the spec text', () => {
    renderForm();
    const input = screen.getByLabelText('Proof of account ownership');
    fireEvent.change(input, { target: { files: [new File(['x'], 'statement.exe')] } });
    expect(
      screen.getByText('Please upload files with extensions: .jpg, .jpeg, .png, .pdf, .doc, .docx'),
    ).toBeTruthy();
  });

  it('shows "<Field> is required" and the agreement text on an empty submit', async () => {
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeTruthy();
    expect(screen.getByText('Source of funds is required')).toBeTruthy();
  });

  it('reports the conditional rules together with the empty fields', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Document upload confirmation'), {
      target: { value: 'Provided' },
    });
    fireEvent.change(screen.getByLabelText('Are you a US person?'), { target: { value: 'Yes' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(await screen.findByText('US person details is required')).toBeTruthy();
    expect(screen.getByText('Document file is required')).toBeTruthy();
    expect(screen.getByText('Full name is required')).toBeTruthy();
  });
});
