import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { ContactForm } from './contact-form';

const send = jest.fn();
jest.mock('../api/submit-contact', () => ({
  useSubmitContact: () => ({ mutateAsync: send, isPending: false }),
}));

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeAll(() => act(() => setLanguage('en')));
beforeEach(() => send.mockReset());

describe('ContactForm', () => {
  it('shows the §5 messages and sends nothing while they fail', async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter full name')).toBeTruthy();
    expect(screen.getByText('Enter email')).toBeTruthy();
    expect(screen.getByText('Enter subject')).toBeTruthy();
    expect(screen.getByText('Enter details')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('clears the fields on success and keeps them when the server refuses', async () => {
    render(<ContactForm />);
    const typeAll = () => {
      fill('Full Name', 'Eve Tester');
      fill('Email', 'eve@example.com');
      fill('Subject', 'Card');
      fill('Details', 'When?');
    };
    send.mockRejectedValueOnce(new Error('Too many requests'));
    typeAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => undefined);
    expect(send).toHaveBeenCalledWith({
      body: { fullname: 'Eve Tester', emailid: 'eve@example.com', subject: 'Card', details: 'When?' },
    });
    expect(valueOf('Subject')).toBe('Card');
    send.mockResolvedValueOnce({
      code: '200',
      message: 'Thank you for contacting us. We will get back to you soon.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => undefined);
    expect(send).toHaveBeenCalledTimes(2);
    for (const label of ['Full Name', 'Email', 'Subject', 'Details']) expect(valueOf(label)).toBe('');
  });
});
