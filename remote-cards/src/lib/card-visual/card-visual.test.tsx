import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@portal/shared';
import '../../app/register';
import { passkeyProof } from '../../../../shared/src/ui/second-factor/passkey-proof';
import { verifyCvvCode, verifyCvvPasskey } from '../api/verify-2fa';
import { CardVisual } from './card-visual';
import { useCvvReveal } from './use-cvv-reveal';

jest.mock('../api/verify-2fa', () => ({ verifyCvvCode: jest.fn(), verifyCvvPasskey: jest.fn() }));
const verify = jest.mocked(verifyCvvCode);
const verifyPasskey = jest.mocked(verifyCvvPasskey);
let passkey = false;
jest.mock('../api/list-passkeys', () => ({ useHasPasskey: () => passkey }));
// The browser's half of the passkey (navigator.credentials): the answer a passkey would give.
jest.mock('../../../../shared/src/ui/second-factor/passkey-proof', () => ({
  ...jest.requireActual('../../../../shared/src/ui/second-factor/passkey-proof'),
  passkeyProof: jest.fn(),
}));
const proof = jest.mocked(passkeyProof);
let authenticator: 'Yes' | 'No' = 'Yes';
jest.mock('../api/get-user-details', () => ({ useUserDetails: () => ({ data: { authenticator } }) }));

const Subject = () => {
  const cvv = useCvvReveal();
  return (
    <>
      <CardVisual
        card={{
          card_id: '7',
          card_name: 'Travel',
          card_number: '4000001234567899',
          card_currancy: 'USD',
          total_available: '12.5',
        }}
        cvv={cvv.cvvOf('7')}
        onToggleCvv={() => cvv.toggle('7')}
      />
      {cvv.dialog}
    </>
  );
};

const typeCode = async (code: string) => {
  const input = await screen.findByRole('textbox');
  await act(async () => {
    fireEvent.change(input, { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
};

describe('CVV reveal', () => {
  it('shows *** until a verified authenticator code; a wrong code shows the error and nothing; click again hides', async () => {
    authenticator = 'Yes';
    render(<Subject />, { wrapper: MemoryRouter });
    expect(screen.getByText('4000 0012 3456 7899')).toBeTruthy();
    expect(screen.getByText('$ 12.50')).toBeTruthy();
    expect(screen.getByText('***')).toBeTruthy();
    verify.mockRejectedValueOnce(
      new ApiError('server', { code: '401', serverMessage: 'Invalid authentication code' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show CVV' }));
    await typeCode('');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter 6 digit google authetication code');
    expect(verify).not.toHaveBeenCalled();
    await typeCode('000000');
    expect(
      await screen.findByText(
        'Invalid authentication code Enter the 6-digit code your authenticator app shows now: it changes every 30 seconds.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('***')).toBeTruthy();
    verify.mockResolvedValueOnce({
      code: '200',
      message: 'Verified',
      data: { card_id: '7', cvv_number: '321' },
    } as never);
    await typeCode('123456');
    expect(verify).toHaveBeenLastCalledWith('7', '123456');
    expect(await screen.findByText('321')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide CVV' }));
    expect(screen.getByText('***')).toBeTruthy();
  });

  it('without an authenticator explains and links to its setup, asking for no code', async () => {
    authenticator = 'No';
    verify.mockClear();
    render(
      <MemoryRouter initialEntries={['/my-cards']}>
        <Subject />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show CVV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app to see the CVV' });
    expect(dialog.textContent).toContain('scan a QR code in your profile');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Set up authenticator app' }).getAttribute('href')).toBe(
      '/profile?tab=authenticator&return=%2Fmy-cards',
    );
    expect(verify).not.toHaveBeenCalled();
  });

  it('a passkey holder confirms with the passkey, its challenge asked for that card', async () => {
    authenticator = 'No';
    passkey = true;
    verify.mockClear();
    proof.mockResolvedValueOnce('{"id":"cred"}');
    verifyPasskey.mockResolvedValueOnce({
      code: '200',
      message: 'Verified',
      data: { card_id: '7', cvv_number: '654' },
    } as never);
    try {
      render(<Subject />, { wrapper: MemoryRouter });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show CVV' })));
      expect(await screen.findByText('654')).toBeTruthy();
      expect(proof).toHaveBeenCalledWith({ card_id: '7' });
      expect(verifyPasskey).toHaveBeenCalledWith('7', '{"id":"cred"}');
      expect(verify).not.toHaveBeenCalled();
    } finally {
      passkey = false;
    }
  });
});
