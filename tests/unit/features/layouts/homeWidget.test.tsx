import { screen, within } from '@testing-library/react';
import { HomeWidget } from '@/features/layouts/components/homeWidget/HomeWidget';
import {
  maxColumnsFor,
  resolveHomeWidgetOptions,
} from '@/features/layouts/components/homeWidget/homeWidgetOptions';
import type { HomeWidgetItem } from '@/features/layouts/layoutTypes';
import { renderWithProviders } from '../../../support/renderWithProviders';

const items: HomeWidgetItem[] = [
  {
    to: '/categories/general',
    name: 'General',
    description: 'Talk about anything',
    imageUrl: '/img/general.png',
    iconUrl: '/img/general-icon.png',
    counts: [{ labelCode: 'discussions', count: 1234 }],
  },
  { to: '/categories/help', name: 'Help' },
];

const grid = (): HTMLElement => document.querySelector('.fw-homeWidget-grid') as HTMLElement;

describe('homeWidget options (03 §2, §9)', () => {
  it('shows name, description, counts and the call to action by default, as a grid of title-description', () => {
    expect(resolveHomeWidgetOptions()).toEqual({
      contentType: 'title-description',
      displayType: 'grid',
      columns: 3,
      display: { name: true, description: true, counts: true, cta: true },
      callToActionText: undefined,
      viewAll: undefined,
    });
  });

  it('caps columns at 4 for image, icon and background types, 3 for the others and 1 for a list', () => {
    expect(maxColumnsFor('title-description-image', 'grid')).toBe(4);
    expect(maxColumnsFor('title-description-icon', 'grid')).toBe(4);
    expect(maxColumnsFor('title-background', 'grid')).toBe(4);
    expect(maxColumnsFor('title-background-description', 'grid')).toBe(4);
    expect(maxColumnsFor('title-description', 'grid')).toBe(3);
    expect(maxColumnsFor('title-chat-bubble', 'carousel')).toBe(3);
    expect(maxColumnsFor('title-description-image', 'list')).toBe(1);
    const cols = (maxColumnCount: unknown, contentType?: string, displayType?: string): number =>
      resolveHomeWidgetOptions({
        containerOptions: { maxColumnCount, displayType } as never,
        itemOptions: { contentType } as never,
      }).columns;
    expect(cols(6, 'title-description-image')).toBe(4);
    expect(cols(6)).toBe(3);
    expect(cols(2)).toBe(2);
    expect(cols(0)).toBe(1);
    expect(cols('4' as never)).toBe(3);
    expect(cols(4, 'title-background', 'list')).toBe(1);
    expect(cols(undefined, 'no-such-type')).toBe(3);
  });
});

describe('HomeWidget', () => {
  it('renders each item as a card whose name links to it, with counts and the default Read More', () => {
    renderWithProviders(<HomeWidget title="Categories" items={items} />);
    const section = screen.getByRole('region', { name: 'Categories' });
    const cards = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === grid());
    const first = cards[0] as HTMLElement;
    expect(cards).toHaveLength(2);
    expect(within(first).getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      '/categories/general',
    );
    expect(within(first).getByText('Talk about anything')).toBeInTheDocument();
    expect(first).toHaveTextContent('1.2k Discussions');
    expect(within(first).getByText('Read More')).toHaveAttribute('aria-hidden', 'true');
    expect(grid()).toHaveClass('fw-homeWidget-grid--cols3');
    // title-description shows no picture.
    expect(section.querySelector('img')).toBeNull();
  });

  it('follows the display options, the call-to-action text and the View More label', () => {
    renderWithProviders(
      <HomeWidget
        items={items}
        containerOptions={{ maxColumnCount: 4, viewAll: { to: '/categories' } }}
        itemOptions={{
          contentType: 'title-description-image',
          display: { description: false, counts: false },
          callToActionText: 'Open',
        }}
      />,
    );
    expect(grid()).toHaveClass('fw-homeWidget-grid--cols4');
    expect(screen.queryByText('Talk about anything')).toBeNull();
    expect(screen.queryByText(/Discussions/)).toBeNull();
    expect(screen.getAllByText('Open')).toHaveLength(2);
    expect(document.querySelector('.fw-homeWidget-image')).toHaveAttribute(
      'src',
      '/img/general.png',
    );
    expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/categories');
  });

  it('renders hostile strings as text and unsafe links and pictures not at all', () => {
    renderWithProviders(
      <HomeWidget
        title={'<img src=x onerror="window.pwned=1">'}
        items={[
          {
            to: 'javascript:alert(1)',
            name: '<b>bold</b>',
            description: '<script>window.pwned=1</script>',
            imageUrl: 'javascript:alert(1)',
          },
        ]}
        itemOptions={{ contentType: 'title-background-description' }}
        containerOptions={{ viewAll: { to: '//evil.example', name: 'All' } }}
      />,
    );
    expect(
      screen.getByRole('heading', { name: '<img src=x onerror="window.pwned=1">' }),
    ).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<script>window.pwned=1</script>')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(document.querySelector('img, script, b')).toBeNull();
    expect(screen.queryByText('Read More')).toBeNull();
  });

  it('renders nothing without items unless an empty text is given', () => {
    const { container, unmount } = renderWithProviders(<HomeWidget title="None" items={[]} />);
    expect(container.querySelector('.fw-homeWidget')).toBeNull();
    unmount();
    renderWithProviders(<HomeWidget title="None" items={[]} emptyText="Nothing here yet." />);
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('puts a list in one column', () => {
    renderWithProviders(
      <HomeWidget items={items} containerOptions={{ displayType: 'list', maxColumnCount: 3 }} />,
    );
    expect(grid()).toHaveClass('fw-homeWidget-grid--cols1');
    expect(document.querySelector('.fw-homeWidget')).toHaveClass('fw-homeWidget--list');
  });
});
