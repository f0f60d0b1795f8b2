import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { NewsDetails } from './news-details';

let answer: { data?: unknown; isPending: boolean; isError: boolean };
const asked: number[] = [];
jest.mock('../api/find-news-by-id', () => ({
  useNewsById: (id: number) => {
    asked.push(id);
    return answer;
  },
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/news-details/:id" element={<NewsDetails />} />
      </Routes>
    </MemoryRouter>,
  );

beforeAll(() => act(() => setLanguage('en')));

describe('NewsDetails', () => {
  it('renders the sanitised body: no onerror handler, no script, the text kept', async () => {
    const w = window as unknown as Record<string, unknown>;
    answer = {
      isPending: false,
      isError: false,
      data: {
        news_id: '4',
        title: 'Hostile',
        created_datetime: '2026-03-01 09:00:00',
        description: '<p>Hello</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
      },
    };
    const { container } = renderAt('/news-details/4');
    expect(screen.getByRole('heading', { name: 'Hostile' })).toBeTruthy();
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(w.__xss).toBeUndefined();
    expect(asked).toContain(4);
    expect(screen.getByRole('link', { name: 'Back to news' }).getAttribute('href')).toBe('/news');
  });

  it('a missing news id shows the generic error and the back link', () => {
    answer = { isPending: false, isError: false, data: null };
    renderAt('/news-details/abc');
    expect(screen.getByText('Something went wrong, please try again later.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to news' })).toBeTruthy();
  });
});
