import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import { SafeHtml, sanitizeHtml } from './safe-html';
import { StatusBadge } from './status-badge';

jest.mock('qrcode', () => ({
  __esModule: true,
  toDataURL: jest.fn().mockResolvedValue('data:image/png;base64,QR'),
}));

describe('small controls', () => {
  it('CopyButton copies and shows "Copied"', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(<CopyButton value="https://portal/vip-registration/ABC" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://portal/vip-registration/ABC');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('StatusBadge maps Completed to Success', () => {
    render(<StatusBadge status="Completed" />);
    expect(screen.getByText('Success').className).toContain('success');
  });

  it('SafeHtml strips scripts and handlers', async () => {
    expect(await sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    render(<SafeHtml html={'<b>News</b><img src="x" onerror="alert(1)">'} />);
    expect((await screen.findByText('News')).tagName).toBe('B');
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('QrCode renders the image once qrcode has loaded', async () => {
    render(<QrCode value="otpauth://totp/x" />);
    await waitFor(() =>
      expect(screen.getByAltText('QR code').getAttribute('src')).toBe('data:image/png;base64,QR'),
    );
    await act(async () => undefined);
  });
});
