import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import type { KycRecord } from '../../../lib/contract-types';
import { VerifyAccountContent } from './verify-account-content';

let record: KycRecord;
const save = jest.fn(async () => ({ code: '200', message: 'Your KYC details were saved' }));
const upload = jest.fn(async () => ({ code: '200', message: 'Document uploaded' }));

jest.mock('../api/get-kyc-details', () => ({
  useKycDetails: () => ({ data: record, isPending: false, isError: false }),
}));
jest.mock('../../../lib/api/get-states-from-country', () => ({
  useStatesOfCountry: () => ({ data: [{ id: '7', name: 'England' }] }),
}));
jest.mock('../api/update-user-kyc', () => ({
  useUpdateUserKyc: () => ({ mutateAsync: save, isPending: false }),
}));
jest.mock('../api/update-doc', () => ({ useUpdateDoc: () => ({ mutateAsync: upload, isPending: false }) }));
jest.mock('../api/update-user-documents', () => ({
  useUpdateUserDocuments: () => ({ mutateAsync: jest.fn(), isPending: false }),
}));

const base = {
  kyc_id: 5,
  first_name: 'Eve',
  middle_name: '',
  last_name: 'Tester',
  email: 'eve@example.com',
  phonecode: '44',
  phone_number: '7700900123',
  dob: '',
  mainkycstatus: 'Pending',
  aml_kyc_status: 'Approved',
  aml_kyc_approved_datetime: '2026-01-02 10:00:00',
  cip_kyc_status: 'Pending',
  countries: [{ country_id_pk: '1', name: 'United Kingdom', phonecode: '44' }],
  documenttypes: [{ document_type_id: '3', document_name: "Driver's License" }],
  documentarray: [],
  documentdetails: [],
  accounts: [{ account_id_pk: '9', account_currency_type: 'EUR', account_name: 'Main' }],
} as unknown as KycRecord;

const renderPage = () =>
  render(
    <MemoryRouter>
      <VerifyAccountContent />
    </MemoryRouter>,
  );

beforeAll(() => act(() => setLanguage('en')));

describe('VerifyAccountContent', () => {
  it('pending: form, update, upload and new check; the status cards show approval times', () => {
    record = base;
    renderPage();
    // "KYC status" once and the status once ("KYC status: Pending [Pending]" before).
    expect(document.querySelector('[data-kyc-status-line]')?.textContent).toBe('KYC statusPending');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Document Check' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to my wallets' })).toBeNull();
    const aml = document.querySelector('[data-kyc-check="aml"]') as HTMLElement;
    expect(within(aml).getByText(/Approved on January 2, 2026/)).toBeTruthy();
    expect(
      within(document.querySelector('[data-kyc-check="cip"]') as HTMLElement).getByText('Not approved yet'),
    ).toBeTruthy();
  });

  it('a refused document type shows its message and keeps what was typed; the empty middle name is refused', async () => {
    record = base;
    renderPage();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'London' } });
    fireEvent.change(screen.getByLabelText('Document (jpeg, jpg, png)'), {
      target: { files: [new File(['x'], 'scan.pdf')] },
    });
    expect(await screen.findByText('Please upload a .png, .jpeg or .jpg image')).toBeTruthy();
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('London');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter middle name')).toBeTruthy();
    expect(screen.getByText('Enter valid date of birth')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('Approved: no update, upload or new check; read-only fields and the account selector', () => {
    record = { ...base, mainkycstatus: 'Approved' } as KycRecord;
    renderPage();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Document Check' })).toBeNull();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to my wallets' }).getAttribute('href')).toBe('/fiat');
    expect(screen.getByRole('option', { name: 'Main EUR' })).toBeTruthy();
  });

  it('a new KYC (no id yet) asks for the details before documents', () => {
    record = { ...base, kyc_id: 0 } as KycRecord;
    renderPage();
    expect(screen.getByText(/Save your personal and address details first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    // The profile the record falls back to says +44: the form does not replace it with +91.
    expect((screen.getByLabelText('Phone Code') as HTMLSelectElement).value).toBe('44');
  });
});
