import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { API, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const GUEST: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 0, name: 'Guest' },
  permissions: { permissions: [] },
};
const MEMBER: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 3, name: 'member' },
  permissions: {
    permissions: [{ type: 'global', id: null, permissions: { 'session.valid': true } }],
  },
};

function answer(status: number, body: Record<string, unknown>): void {
  server.use(http.get(`${API}/discussions`, () => HttpResponse.json(body, { status })));
}

function renderList(config: BootstrapConfig) {
  return renderWithProviders(<DiscussionList apiParams={{ categoryID: 3, limit: 10 }} />, {
    config,
  });
}

describe('DiscussionList: a failed load shows the error page its status calls for (02 §2)', () => {
  it('shows the permission page, with Sign In for a guest, when the load answers 403', async () => {
    answer(403, { message: 'Permission Problem', status: 403 });
    renderList(GUEST);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Permission Problem' })).toBeVisible();
    expect(
      within(alert).getByText("You don't have permission to view this resource."),
    ).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the not-found page when the load answers 404', async () => {
    answer(404, { message: 'Category not found.', status: 404 });
    renderList(MEMBER);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'There was an error' })).toBeVisible();
    expect(
      within(alert).getByText('The page you were looking for could not be found.'),
    ).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Back to home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the generic page with the reason and Retry for anything else, and retries', async () => {
    answer(500, { message: 'Server exploded.', status: 500, trace: '#0 db.php(1)' });
    const { user } = renderList(MEMBER);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'There was an error' })).toBeVisible();
    expect(within(alert).getByText('Please try again later.')).toBeVisible();
    expect(within(alert).getByText('Server exploded.')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Back to Home' })).toBeVisible();
    // Not in debug mode: no details, no trace.
    expect(within(alert).queryByText('#0 db.php(1)')).toBeNull();
    server.use(
      http.get(`${API}/discussions`, () =>
        HttpResponse.json([{ discussionID: 1, name: 'Back again', categoryID: 3 }]),
      ),
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds the details and the trace in debug mode', async () => {
    answer(500, { message: 'Server exploded.', status: 500, trace: '#0 db.php(1)' });
    renderList({ ...MEMBER, debug: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Details' })).toBeVisible();
    expect(within(alert).getByText('#0 db.php(1)')).toBeVisible();
  });
});
