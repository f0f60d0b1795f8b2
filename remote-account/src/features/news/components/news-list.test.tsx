import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { NewsList } from './news-list';

let answer: { data?: unknown; isPending: boolean; isError: boolean };
jest.mock('../api/find-all-news', () => ({ useAllNews: () => answer }));

const renderList = () =>
  render(
    <MemoryRouter>
      <NewsList />
    </MemoryRouter>,
  );

beforeAll(() => act(() => setLanguage('en')));

describe('NewsList', () => {
  it('cards with title, sanitised description and a read-more link to the details', async () => {
    answer = {
      isPending: false,
      isError: false,
      data: [
        {
          news_id: '3',
          title: 'USDC',
          created_datetime: '2026-03-01 09:00:00',
          description: '<p>Now <script>window.__n=1</script>live</p>',
        },
      ],
    };
    const { container } = renderList();
    expect(screen.getByRole('heading', { name: 'USDC' })).toBeTruthy();
    expect(await screen.findByText(/Now/)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/news-details/3');
  });

  it('a failed load shows the generic message (spec 03 §8)', () => {
    answer = { isPending: false, isError: true };
    renderList();
    expect(screen.getByText('Something went wrong, please try again later.')).toBeTruthy();
  });
});
