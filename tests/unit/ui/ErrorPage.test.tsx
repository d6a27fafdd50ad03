import { screen } from '@testing-library/react';
import { ErrorPage } from '@/ui/ErrorPage';
import { NotFound } from '@/ui/NotFound';
import { buildSignInUrl } from '@/ui/signInUrl';
import { renderWithProviders } from '../../support/renderWithProviders';

const member = { currentUser: { userID: 5, name: 'member' } };

beforeEach(() => window.history.pushState({}, '', '/discussions/7?page=2#latest'));
afterEach(() => window.history.pushState({}, '', '/'));

describe('ErrorPage', () => {
  it('shows the 403 page without a sign-in button to members', () => {
    renderWithProviders(<ErrorPage status={403} />, { config: member });
    expect(screen.getByRole('heading', { name: 'Permission Problem' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to view this resource."),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('offers guests on the 403 page a sign-in link back to this page', () => {
    renderWithProviders(<ErrorPage status={403} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/entry/signin?target=${encodeURIComponent('/discussions/7?page=2#latest')}`,
    );
  });

  it("shows the 404 page with 'Back to home page'", () => {
    renderWithProviders(<ErrorPage error={{ message: 'Not found', status: 404 }} />, {
      config: member,
    });
    expect(screen.getByRole('heading', { name: 'There was an error' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you were looking for could not be found.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
  });

  it("shows the generic page with 'Back to Home' for any other error", () => {
    renderWithProviders(<ErrorPage error={new Error('boom')} homeUrl="/forum" />);
    expect(screen.getByRole('heading', { name: 'There was an error' })).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/forum');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it("uses the error's own action button, and renders an unsafe one not clickable", () => {
    const { unmount } = renderWithProviders(
      <ErrorPage error={{ message: 'x', actionButton: { url: '/help', label: 'Get help' } }} />,
    );
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/help');
    unmount();
    renderWithProviders(
      <ErrorPage
        error={{ message: 'x', actionButton: { url: 'javascript:alert(1)', label: 'Bad' } }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
    expect(screen.getByText('Bad')).toBeInTheDocument();
  });

  it('shows the details and stack trace in debug builds', () => {
    renderWithProviders(
      <ErrorPage error={{ message: 'Database gone', trace: '#0 index.php(12)' }} />,
      { config: { debug: true } },
    );
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('Database gone')).toBeInTheDocument();
    expect(screen.getByText('#0 index.php(12)')).toBeInTheDocument();
  });

  it('hides the details outside debug builds', () => {
    renderWithProviders(<ErrorPage error={{ message: 'Database gone', trace: '#0' }} />);
    expect(screen.queryByText('Database gone')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
  });

  it("shows a thrown Error's stack when debug is asked for", () => {
    const error = new Error('kaput');
    error.stack = 'Error: kaput\n    at Widget';
    renderWithProviders(<ErrorPage error={error} debug />);
    expect(screen.getByText(/at Widget/)).toBeInTheDocument();
  });
});

describe('NotFound', () => {
  it("reads '{Type} Not Found' for a layout's missing record", () => {
    renderWithProviders(<NotFound type="discussion" />);
    expect(screen.getByRole('heading', { name: 'Discussion Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The discussion you were looking for could not be found.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('defaults to a page', () => {
    renderWithProviders(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('buildSignInUrl', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('adds the current page as target', () => {
    expect(buildSignInUrl(undefined, at('/categories', '?x=1'))).toBe(
      '/entry/signin?target=%2Fcategories%3Fx%3D1',
    );
  });

  it('leaves the target out on /entry pages', () => {
    expect(buildSignInUrl(undefined, at('/entry/register'))).toBe('/entry/signin');
  });

  it('appends to a configured address that has a query, and refuses an unsafe one', () => {
    expect(buildSignInUrl('/sso?client=1', at('/d'))).toBe('/sso?client=1&target=%2Fd');
    expect(buildSignInUrl('javascript:alert(1)', at('/d'))).toBe('/entry/signin?target=%2Fd');
  });
});
