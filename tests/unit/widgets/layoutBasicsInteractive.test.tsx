import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import type { LayoutNode } from '@/features/layouts/layoutTypes';
import { setStyleNonce } from '@/theme/injectStyles';
import { WidgetResolverContext, type WidgetResolver } from '@/store/widgetResolver';
import { Html, Tabs } from '../../../widgets/LayoutBasics/LayoutBasics';
import { scopeCss } from '../../../widgets/LayoutBasics/scopedCss';
import { SITE_URL } from '../../support/msw';
import { renderWithProviders } from '../../support/renderWithProviders';

const guest: BootstrapConfig = {
  siteUrl: SITE_URL,
  currentUser: { userID: 0, name: 'Guest' },
  permissions: { permissions: [] },
};

function Text({ text }: { text?: string }): ReactElement {
  return <p>{text}</p>;
}
const resolver: WidgetResolver = (name) =>
  Promise.resolve(name === 'Text' ? { component: Text } : null);
const node = (text: string): LayoutNode => ({ $reactComponent: 'Text', $reactProps: { text } });

afterEach(() => {
  setStyleNonce(undefined);
  jest.restoreAllMocks();
});

describe('Html', () => {
  it('renders the HTML sanitised: no script, handlers or unsafe links', () => {
    (window as unknown as { pwned?: number }).pwned = undefined;
    renderWithProviders(
      <Html
        title="About"
        html={
          '<p>Hello <a href="/about">there</a> <a href="javascript:alert(1)">bad</a></p>' +
          '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>' +
          '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>'
        }
      />,
      { config: guest },
    );
    expect(screen.getByRole('heading', { name: 'About' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'there' })).toHaveAttribute('href', '/about');
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    const body = document.querySelector('.fw-htmlWidget-body') as HTMLElement;
    expect(body.querySelector('script, style, iframe, [onerror]')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('scopes its css to the widget and gives the style the page nonce', () => {
    // jsdom's CSS parser does not know CSS nesting (browsers do) and logs a parse error.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setStyleNonce('n0nce');
    const { unmount } = renderWithProviders(<Html html="<p>x</p>" css="p { color: red; }" />, {
      config: guest,
    });
    const root = document.querySelector('.fw-htmlWidget') as HTMLElement;
    const scope = root.getAttribute('data-fw-scope') as string;
    const style = document.head.querySelector(
      `style[data-fw-style="${scope}"]`,
    ) as HTMLStyleElement;
    expect(style.nonce).toBe('n0nce');
    expect(style.textContent).toBe(
      `.fw-root .fw-htmlWidget[data-fw-scope="${scope}"] {\np { color: red; }\n}`,
    );
    unmount();
    expect(document.head.querySelector(`style[data-fw-style="${scope}"]`)).toBeNull();
  });

  it('refuses css that could leave its scope or load more', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(scopeCss('} body { display: none } p {', '.s')).toBeNull();
    expect(scopeCss('p { color: red; } }', '.s')).toBeNull();
    expect(scopeCss('p { content: "}" }', '.s')).toBe('.s {\np { content: "}" }\n}');
    expect(scopeCss('@import url(https://evil.example/x.css);', '.s')).toBeNull();
    expect(scopeCss('p { color: red; /* } */ }', '.s')).not.toBeNull();
    expect(scopeCss('p { color: red; /* unclosed', '.s')).toBeNull();
    expect(scopeCss('</style><script>x</script>', '.s')).toBeNull();
    renderWithProviders(<Html html="<p>x</p>" css="} body { display: none }" />, {
      config: guest,
    });
    const scope = document.querySelector('.fw-htmlWidget')?.getAttribute('data-fw-scope');
    expect(document.head.querySelector(`style[data-fw-style="${scope}"]`)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  function renderTabs() {
    return renderWithProviders(
      <WidgetResolverContext.Provider value={resolver}>
        <Tabs
          tabs={[
            { label: 'Recent', children: [node('recent list')] },
            { label: 'Popular', children: [node('popular list')] },
            { label: 'Unanswered', children: [node('unanswered list')] },
          ]}
        />
      </WidgetResolverContext.Provider>,
      { config: guest },
    );
  }

  it('selects the first tab, its panel labelled by it; only it is in the tab order', async () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Recent' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(await screen.findByText('recent list')).toBeVisible();
    expect(screen.queryByText('popular list')).toBeNull();
  });

  it('arrow keys, Home and End move the selection and the focus, wrapping around', async () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('popular list')).toBeVisible();
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[2]).toHaveFocus();
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // A visited panel keeps its content, hidden.
    expect(
      screen.getByText('popular list', { selector: 'p' }).closest('[role="tabpanel"]'),
    ).toHaveAttribute('hidden');
  });

  it('a click selects a tab; no tabs renders nothing', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Unanswered' }));
    expect(screen.getByRole('tab', { name: 'Unanswered' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const { container } = renderWithProviders(<Tabs tabs={'x' as never} />, { config: guest });
    expect(container).toBeEmptyDOMElement();
  });
});
