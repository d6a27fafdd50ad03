import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { followedContentWidget } from '../../../../widgets/FollowedContent';
import { FollowedContent } from '../../../../widgets/FollowedContent/FollowedContent';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { MEMBER, SCHEMA, SETTINGS, USER } from '../../features/notificationPreferences/schema';
import { FOLLOWED } from '../FollowDropdown/fixtures';

function serve() {
  const patches: Array<[string, Record<string, boolean>]> = [];
  server.use(
    http.get(`${API}/categories`, () =>
      HttpResponse.json([
        { categoryID: 1, name: 'General', url: '/categories/general', preferences: FOLLOWED },
        { categoryID: 3, name: '<b>Help</b>', url: 'javascript:alert(1)', preferences: FOLLOWED },
      ]),
    ),
    http.get(`${API}/notification-preferences/schema`, () => HttpResponse.json(SCHEMA)),
    http.get(`${API}/notification-preferences/${USER}`, () => HttpResponse.json(SETTINGS)),
    http.patch(`${API}/categories/:id/preferences/${USER}`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, boolean>;
      patches.push([String(params.id), body]);
      return HttpResponse.json({ ...FOLLOWED, ...body });
    }),
  );
  return patches;
}

describe('FollowedContent', () => {
  it('is the FollowedContent marker', () => {
    expect(followedContentWidget.name).toBe('FollowedContent');
  });

  it('lists the followed categories with the shared table; names are text, unsafe links dropped', async () => {
    serve();
    renderWithProviders(<FollowedContent />, { config: MEMBER });
    const general = await screen.findByRole('listitem', { name: 'General' });
    expect(within(general).getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      '/categories/general',
    );
    await within(general).findByRole('checkbox', {
      name: 'Notification popup Notify me of new comments',
    });
    const help = screen.getByRole('listitem', { name: '<b>Help</b>' });
    expect(within(help).queryByRole('link')).toBeNull();
  });

  it('unfollows: every preference off, the category leaves the list and it is announced', async () => {
    const patches = serve();
    const { user } = renderWithProviders(<FollowedContent />, { config: MEMBER });
    const general = await screen.findByRole('listitem', { name: 'General' });
    await user.click(within(general).getByRole('button', { name: 'Unfollow General' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'General' })).toBeNull());
    expect(patches[0]![0]).toBe('1');
    expect(patches[0]![1]['preferences.followed']).toBe(false);
    expect(Object.values(patches[0]![1]).every((v) => v === false)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('You unfollowed General.');
  });

  it('says when nothing is followed, and asks a guest to sign in', async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json([])));
    renderWithProviders(<FollowedContent />, { config: MEMBER });
    expect(await screen.findByText(/You do not follow any categories yet/)).toBeInTheDocument();
  });

  it('asks a guest to sign in', () => {
    renderWithProviders(<FollowedContent />, {
      config: { currentUser: { userID: 0, name: 'Guest' } },
    });
    expect(
      screen.getByRole('link', { name: 'Sign in to see what you follow.' }),
    ).toBeInTheDocument();
  });
});
