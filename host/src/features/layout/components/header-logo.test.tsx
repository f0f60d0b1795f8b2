import { fireEvent, render, screen } from '@testing-library/react';
import { configureApi } from '@portal/shared';
import { HeaderLogo } from './header-logo';

describe('HeaderLogo', () => {
  beforeAll(() => {
    configureApi({ baseUrl: 'http://api.test/' });
  });

  it('shows the site title while the branding is unknown', () => {
    render(<HeaderLogo title="Portal Payments" />);
    expect(screen.getByText('Portal Payments')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the logo with the title as alt, and the mobile logo for narrow screens', () => {
    const { container } = render(
      <HeaderLogo logo="logo 1.svg" mobileLogo="small.svg" title="Portal Payments" />,
    );
    const img = screen.getByRole('img', { name: 'Portal Payments' });
    expect(img.getAttribute('src')).toBe('http://api.test/api/v1/admin/logo/getlogo/logo%201.svg');
    const source = container.querySelector('source');
    expect(source?.getAttribute('media')).toBe('(max-width: 768px)');
    expect(source?.getAttribute('srcset')).toBe('http://api.test/api/v1/admin/logo/getmobilelogo/small.svg');
  });

  it('falls back to the title when the image fails', () => {
    render(<HeaderLogo logo="missing.svg" title="Portal Payments" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Portal Payments')).toBeTruthy();
  });
});
