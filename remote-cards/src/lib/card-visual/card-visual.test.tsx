import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@portal/shared';
import '../../app/register';
import { verifyCvvCode } from '../api/verify-2fa';
import { CardVisual } from './card-visual';
import { useCvvReveal } from './use-cvv-reveal';

jest.mock('../api/verify-2fa', () => ({ verifyCvvCode: jest.fn() }));
const verify = jest.mocked(verifyCvvCode);

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
    render(<Subject />);
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
    expect(await screen.findByText('Invalid authentication code')).toBeTruthy();
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
});
