import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import '../../../app/register';
import { FaqContent } from './faq-content';

let categories: { data?: unknown; isPending: boolean; isError?: boolean };
const askedFor: number[] = [];
jest.mock('../api/get-faqs', () => ({ useFaqCategories: () => categories }));
jest.mock('../api/get-faqs-by-cat', () => ({
  useFaqsOfCategory: (id: number) => {
    askedFor.push(id);
    return {
      data:
        id === 2
          ? [{ question: 'Is 2FA on?', answer: '<b>Yes</b><img src=x onerror="window.__faq=1">' }]
          : [],
      isPending: false,
      fetchStatus: 'idle',
    };
  },
}));

beforeAll(() => act(() => setLanguage('en')));

describe('FaqContent', () => {
  it('preselects the first category, switches category and renders sanitised answers', async () => {
    categories = {
      isPending: false,
      data: [
        { faq_cat_id: '1', category_name: 'General' },
        { faq_cat_id: '2', category_name: 'Security' },
      ],
    };
    const { container } = render(<FaqContent />);
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByText('No questions in this category.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '2' } });
    expect(askedFor).toContain(2);
    expect(await screen.findByText('Yes')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('a failed load only hides the loader (spec 03 §8)', () => {
    categories = { isPending: false, isError: true, data: undefined };
    render(<FaqContent />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
