import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import type { CardUser } from '@/features/users/components/userCardModel';
import { API, server, TEST_CONFIG } from '../../../../support/msw';

/** The seeded users of the demo host, as `GET /users/{id}?expand[]=reactionsReceived` sends them. */
export const JANE: CardUser = {
  userID: 12,
  name: 'jane doe',
  photoUrl: '/assets/avatars/12.svg',
  label: 'Member',
  labelHtml:
    '<span class="userLabel">Helper<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script></span>',
  title: 'Community Guide',
  private: false,
  banned: 0,
  email: 'jane@example.com',
  dateInserted: '2024-03-02T10:00:00Z',
  dateLastActive: '2025-05-30T10:00:00Z',
  countDiscussions: 1234,
  countComments: 56,
  rank: { rankID: 2, name: 'Regular' },
  reactionsReceived: [
    { tagID: 1, urlcode: 'Like', name: 'Like', count: 3 },
    { tagID: 2, urlcode: 'LOL', name: 'LOL', count: 0 },
  ],
};

export const PRIVATE: CardUser = { ...JANE, userID: 6, name: 'private-user', private: true };
export const BANNED: CardUser = { ...JANE, userID: 5, name: 'banned-user', banned: 1 };
export const DELETED: CardUser = { ...JANE, userID: 7, name: 'Deleted User', deleted: true };

export interface ViewerOptions {
  userID?: number;
  personalInfo?: boolean;
  conversationsAdd?: boolean;
  conversationsEnabled?: boolean;
  bannedPrivateProfile?: boolean;
}

/** A page's bootstrap config for a viewer with the given rights. */
export function viewerConfig({
  userID = 3,
  personalInfo = false,
  conversationsAdd = true,
  conversationsEnabled = true,
  bannedPrivateProfile = false,
}: ViewerOptions = {}): BootstrapConfig {
  return {
    ...TEST_CONFIG,
    currentUser: { userID, name: userID === 0 ? 'Guest' : `viewer${userID}` },
    permissions: {
      permissions: [
        {
          type: 'global',
          id: null,
          permissions: {
            'session.valid': userID > 0,
            'profiles.view': true,
            'personalInfo.view': personalInfo,
            'conversations.add': conversationsAdd,
          },
        },
      ],
    },
    config: {
      'conversations.enabled': conversationsEnabled,
      'ui.bannedPrivateProfile': bannedPrivateProfile,
    },
  };
}

/** Serves the users at `/users/{id}`; others get the API's 404. Returns the requests seen. */
export function serveUsers(...users: CardUser[]): string[] {
  const seen: string[] = [];
  server.use(
    http.get(`${API}/users/:id`, ({ request, params }) => {
      seen.push(request.url);
      const user = users.find((u) => String(u.userID) === params.id);
      return user
        ? HttpResponse.json(user)
        : HttpResponse.json({ message: 'User not found.', status: 404 }, { status: 404 });
    }),
  );
  return seen;
}
