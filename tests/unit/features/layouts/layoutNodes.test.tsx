import { screen } from '@testing-library/react';
import { LayoutNodes, layoutWidgetNames } from '@/features/layouts/components/LayoutNodes';
import { preloadWidgets, type WidgetResolver, WidgetResolverContext } from '@/store/widgetResolver';
import { renderWithProviders } from '../../../support/renderWithProviders';

function Hello({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}
function Broken(): never {
  throw new Error('boom');
}
const resolver: WidgetResolver = async (name) =>
  name === 'Hello' ? { component: Hello } : name === 'Broken' ? { component: Broken } : null;

const nodes = [
  { $reactComponent: 'Hello', $reactProps: { who: 'world' } },
  { $reactComponent: 'Broken' },
  { $reactComponent: 'Missing' },
];

const permissions = (granted: boolean) => ({
  permissions: {
    permissions: [
      {
        type: 'global',
        id: null,
        permissions: { 'site.manage': granted, 'community.moderate': false },
      },
    ],
  },
});

describe('LayoutNodes', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('shows each failure to a privileged viewer and the other widgets still render', async () => {
    renderWithProviders(
      <WidgetResolverContext.Provider value={resolver}>
        <LayoutNodes nodes={nodes} />
      </WidgetResolverContext.Provider>,
      { config: { currentUser: { userID: 2, name: 'admin' }, ...permissions(true) } },
    );
    expect(await screen.findByText('Hello world')).toBeInTheDocument();
    expect(await screen.findByText('There was a problem loading Broken')).toBeInTheDocument();
    expect(await screen.findByText('There was a problem loading Missing')).toBeInTheDocument();
    const logged = errors.mock.calls
      .map((c) => String(c[0]))
      .filter((m) => m.includes('Layout widget'));
    expect(logged).toHaveLength(2);
  });

  it('shows nothing for a failed widget to other viewers', async () => {
    renderWithProviders(
      <WidgetResolverContext.Provider value={resolver}>
        <LayoutNodes nodes={nodes} />
      </WidgetResolverContext.Provider>,
      { config: { currentUser: { userID: 3, name: 'member' }, ...permissions(false) } },
    );
    expect(await screen.findByText('Hello world')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByText(/There was a problem loading/)).toBeNull();
  });
});

describe('preloaded widget code', () => {
  it('lists every widget name of a layout tree once, slots and tabs included, fragments left out', () => {
    const tree = [
      {
        $reactComponent: 'SectionTwoColumns',
        $reactProps: {
          mainTop: [{ $reactComponent: 'Hello', $reactProps: { who: 'a' } }],
          secondaryTop: [
            {
              $reactComponent: 'Tabs',
              $reactProps: {
                tabs: [{ label: 'One', children: [{ $reactComponent: 'Hello' }] }],
              },
            },
          ],
        },
      },
      { $reactComponent: 'Custom', $fragmentImpl: { fragmentUUID: 'f1' } },
      null,
      'text',
    ];
    expect(layoutWidgetNames(tree).sort()).toEqual(['Hello', 'SectionTwoColumns', 'Tabs']);
  });

  it('renders preloaded widgets in the first commit, without waiting for their code', async () => {
    const asked: string[] = [];
    const counting: WidgetResolver = (name) => {
      asked.push(name);
      return resolver(name);
    };
    await preloadWidgets(counting, ['Hello', 'hello', 'Missing']);
    expect(asked).toEqual(['Hello', 'Missing']);
    renderWithProviders(
      <WidgetResolverContext.Provider value={counting}>
        <LayoutNodes nodes={[{ $reactComponent: 'Hello', $reactProps: { who: 'now' } }]} />
      </WidgetResolverContext.Provider>,
    );
    // No await: the text is there synchronously, so the widget never suspended.
    expect(screen.getByText('Hello now')).toBeInTheDocument();
    expect(asked).toEqual(['Hello', 'Missing']);
  });
});
