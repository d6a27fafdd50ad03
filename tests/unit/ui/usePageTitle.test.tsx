import { renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePageTitle } from '@/features/navigation/usePageTitle';
import { formatPageTitle } from '@/ui/useDocumentTitle';
import { makeTestStore } from '../../support/renderWithProviders';

function wrapperFor(siteName?: string): (props: { children: ReactNode }) => ReactElement {
  const store = makeTestStore({ siteName });
  return function Wrapper({ children }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

beforeEach(() => {
  document.title = 'Legacy title';
});

describe('formatPageTitle', () => {
  it("joins the title and the site name with ' - '", () => {
    expect(formatPageTitle('Welcome', 'My Forum')).toBe('Welcome - My Forum');
  });

  it('leaves out empty parts', () => {
    expect(formatPageTitle('', 'My Forum')).toBe('My Forum');
    expect(formatPageTitle('Welcome', undefined)).toBe('Welcome');
    expect(formatPageTitle('  ', null)).toBe('');
  });
});

describe('usePageTitle', () => {
  it('sets the document title with the bootstrap site name and restores it on unmount', () => {
    const { unmount, rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Recent Discussions' },
      wrapper: wrapperFor('Demo Forum'),
    });
    expect(document.title).toBe('Recent Discussions - Demo Forum');
    rerender({ title: 'Categories' });
    expect(document.title).toBe('Categories - Demo Forum');
    unmount();
    expect(document.title).toBe('Legacy title');
  });

  it('uses an explicit site name over the configured one', () => {
    renderHook(() => usePageTitle('Help', 'Support'), { wrapper: wrapperFor('Demo Forum') });
    expect(document.title).toBe('Help - Support');
  });
});
