import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import { SafeHtml, sanitizeHtml } from './safe-html';
import { ShortId } from './short-id';
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

describe('ShortId', () => {
  const HASH = '0xc9b7ec01e5a8924d0ba98d339827cab98a1cdadd04463e040f52977999286fba';
  it('shortens a long hash in the middle and keeps the whole value for the tooltip and screen readers', () => {
    const { container } = render(<ShortId value={HASH} />);
    const shown = container.querySelector('[aria-hidden="true"]');
    expect(shown?.textContent).toBe('0xc9b7ec01…7999286fba');
    expect(container.querySelector('[data-short-id]')?.getAttribute('title')).toBe(HASH);
    expect(screen.getByText(HASH).className).toBe('srOnly');
  });
  it('shows a short value as it is', () => {
    const { container } = render(<ShortId value="CWD-MVZGG4RVD7640C86" />);
    expect(container.textContent).toBe('CWD-MVZGG4RVD7640C86');
    expect(container.querySelector('[data-short-id]')).toBeNull();
  });
});
