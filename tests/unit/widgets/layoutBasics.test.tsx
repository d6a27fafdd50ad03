import { screen, within } from '@testing-library/react';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import {
  Banner,
  Breadcrumbs,
  CallToAction,
  GuestCallToAction,
  QuickLinks,
  Rss,
  Search,
  validators,
} from '../../../widgets/LayoutBasics/LayoutBasics';
import { layoutCatalog } from '../../../widgets/layoutCatalog';
import { SITE_URL } from '../../support/msw';
import { renderWithProviders } from '../../support/renderWithProviders';

const guest: BootstrapConfig = {
  siteUrl: SITE_URL,
  currentUser: { userID: 0, name: 'Guest' },
  permissions: { permissions: [] },
  config: { 'registration.enabled': true },
};
const member: BootstrapConfig = {
  ...guest,
  currentUser: { userID: 3, name: 'member', emailConfirmed: true },
  permissions: {
    permissions: [{ type: 'global', id: null, permissions: { 'session.valid': true } }],
  },
};
const HOSTILE = '<img src=x onerror="window.pwned=1">';

describe('Banner and Search', () => {
  it('shows the default title and a search box that opens /search?search=… (no new search page)', () => {
    renderWithProviders(<Banner />, { config: guest });
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeVisible();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'name',
      'search',
    );
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('uses its own title and description, hides the search when asked, and drops an unsafe picture', () => {
    renderWithProviders(
      <Banner
        title={HOSTILE}
        description="Ask anything"
        showSearch={false}
        backgroundImage="javascript:alert(1)"
      />,
      { config: guest },
    );
    expect(screen.getByRole('heading', { name: HOSTILE })).toBeVisible();
    expect(screen.getByText('Ask anything')).toBeVisible();
    expect(screen.queryByRole('search')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('the search widget takes a placeholder', () => {
    renderWithProviders(<Search title="Find it" placeholder="Search the docs" />, {
      config: guest,
    });
    expect(screen.getByRole('heading', { name: 'Find it' })).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search the docs');
  });
});

describe('Breadcrumbs and QuickLinks', () => {
  it('breadcrumbs link each crumb but the last, which is the current page', () => {
    renderWithProviders(
      <Breadcrumbs
        crumbs={[
          { name: 'Home', url: '/' },
          { name: 'Evil', url: 'javascript:alert(1)' },
          { name: 'General', url: '/categories/general' },
        ]}
      />,
      { config: guest },
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/']);
    expect(within(nav).getByText('Evil').tagName).toBe('SPAN');
    expect(within(nav).getByText('General')).toHaveAttribute('aria-current', 'page');
  });

  it('quick links: a navigation named by its title; unsafe links are text', () => {
    renderWithProviders(
      <QuickLinks
        title="Shortcuts"
        links={[
          { name: 'Recent', url: '/discussions' },
          { name: HOSTILE, url: 'data:text/html,x' },
        ]}
      />,
      { config: guest },
    );
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(nav).getByRole('link', { name: 'Recent' })).toHaveAttribute(
      'href',
      '/discussions',
    );
    expect(within(nav).getByText(HOSTILE).tagName).toBe('SPAN');
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
  });
});

describe('CallToAction and GuestCallToAction', () => {
  it('a call to action has a title, description and one safe button', () => {
    renderWithProviders(
      <CallToAction
        title="Join the beta"
        description="Try new features"
        button={{ title: 'Sign up', url: '/beta' }}
      />,
      { config: guest },
    );
    expect(screen.getByRole('heading', { name: 'Join the beta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/beta');
  });

  it('an unsafe button address hides the button', () => {
    renderWithProviders(
      <CallToAction title="Hi" button={{ title: 'Go', url: 'javascript:alert(1)' }} />,
      { config: guest },
    );
    expect(screen.getByRole('heading', { name: 'Hi' })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows guests Sign In and Register with a target back to the page', () => {
    window.history.replaceState(null, '', '/discussions?page=2');
    renderWithProviders(<GuestCallToAction />, { config: guest });
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/entry/signin?target=${encodeURIComponent('/discussions?page=2')}`,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/entry/register?target=${encodeURIComponent('/discussions?page=2')}`,
    );
    window.history.replaceState(null, '', '/');
  });

  it('offers no Register when registration is off, and shows nothing to members', () => {
    const { unmount } = renderWithProviders(<GuestCallToAction title="Hello" />, {
      config: { ...guest, config: { 'registration.enabled': false } },
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    unmount();
    const { container } = renderWithProviders(<GuestCallToAction title="Hello" />, {
      config: member,
    });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Rss', () => {
  it('renders the server-provided items as text, links only when safe', () => {
    renderWithProviders(
      <Rss
        title="News"
        items={[
          {
            title: 'Release 2.0',
            url: 'https://example.com/2.0',
            date: '2026-01-02T10:00:00Z',
            description: 'Big release',
          },
          { title: HOSTILE, url: 'javascript:alert(1)', description: '<b>x</b>' },
        ]}
      />,
      { config: guest },
    );
    expect(screen.getByRole('link', { name: 'Release 2.0' })).toHaveAttribute(
      'href',
      'https://example.com/2.0',
    );
    expect(screen.getByText(HOSTILE)).toBeVisible();
    expect(screen.getByText('<b>x</b>')).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(document.querySelector('time')).toHaveAttribute('datetime');
  });

  it('says when the feed is empty', () => {
    renderWithProviders(<Rss items={[]} />, { config: guest });
    expect(screen.getByText('This feed has no items.')).toBeVisible();
  });
});

describe('registration', () => {
  it('each basic widget is in the layout catalog with its own validator', async () => {
    for (const name of Object.keys(validators) as Array<keyof typeof validators>) {
      const entry = layoutCatalog.find((definition) => definition.name === name);
      expect(entry).toBeDefined();
      const mod = (await entry!.load()) as Record<string, unknown>;
      expect(typeof mod[name]).toBe('function');
      expect(mod.validateProps).toBe(validators[name]);
    }
    expect(() => validators.Html({})).toThrow('html');
    expect(() => validators.Breadcrumbs({ crumbs: 'x' })).toThrow('crumbs');
    expect(() => validators.CallToAction({ title: 'x', button: 'y' })).toThrow('button');
    expect(validators.Banner({})).toBe(true);
  });

  it('the search box belongs to the form, so Enter in it submits the search', () => {
    renderWithProviders(<Search />, { config: guest });
    expect((screen.getByRole('searchbox') as HTMLInputElement).form).toBe(
      screen.getByRole('search'),
    );
  });
});
