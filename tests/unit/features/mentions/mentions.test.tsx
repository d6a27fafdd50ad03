import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  matchMentions,
  MENTION_DEBOUNCE_MS,
  normalizeName,
} from '@/features/mentions/mentionMatching';
import { lookupMentions, selectMentionSuggestions } from '@/features/mentions/mentionsSlice';
import { useMentionSuggestions } from '@/features/mentions/useMentionSuggestions';
import { LoadStatus } from '@/store/loadable';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

const now = Date.parse('2026-06-01T00:00:00Z');
const daysAgo = (days: number): string => new Date(now - days * 86_400_000).toISOString();

describe('mention matching', () => {
  it('matches the name prefix ignoring case, accents and punctuation', () => {
    expect(normalizeName('Zoë_O.Neil')).toBe('zoeoneil');
    const users = [
      { userID: 1, name: 'Zoë O’Neil' },
      { userID: 2, name: 'zoe-anne' },
      { userID: 3, name: 'Bozoe' },
    ];
    expect(matchMentions(users, 'ZOE', now).map((s) => s.userID)).toEqual([1, 2]);
  });

  it('puts users active in the last 90 days first and keeps at most 50', () => {
    const users = Array.from({ length: 60 }, (_, i) => ({
      userID: i + 1,
      name: `ann${i}`,
      dateLastActive: daysAgo(i % 2 === 0 ? 200 : 10),
    }));
    const result = matchMentions(users, 'ann', now);
    expect(result).toHaveLength(50);
    expect(result.slice(0, 30).every((s) => s.userID % 2 === 0)).toBe(true);
    expect(result[0]).toMatchObject({ userID: 2, domID: 'mentionSuggestion2' });
  });
});

describe('mention lookup', () => {
  it('asks by-names with a trailing wildcard, order mention and limit 50', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/users/by-names`, () => HttpResponse.json([{ userID: 1, name: 'Ann' }])),
    );
    const store = makeTestStore();
    await store.dispatch(lookupMentions({ name: 'An' }));
    const params = new URL(requests[0]!.url).searchParams;
    expect([params.get('name'), params.get('order'), params.get('limit')]).toEqual([
      'An*',
      'mention',
      '50',
    ]);
  });

  it("sends the page's site section (01 §7), from siteSection.sectionID or siteSectionID", async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/users/by-names`, () => HttpResponse.json([{ userID: 1, name: 'Ann' }])),
    );
    const sectioned = makeTestStore({ config: { 'siteSection.sectionID': 'sub-fr' } });
    await sectioned.dispatch(lookupMentions({ name: 'An' }));
    const legacy = makeTestStore({ config: { siteSectionID: 7 } });
    await legacy.dispatch(lookupMentions({ name: 'An' }));
    const none = makeTestStore();
    await none.dispatch(lookupMentions({ name: 'An' }));
    expect(requests.map((r) => new URL(r.url).searchParams.get('siteSectionID'))).toEqual([
      'sub-fr',
      '7',
      null,
    ]);
  });

  it('answers a longer prefix from a complete shorter one without a request', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/users/by-names`, () =>
        HttpResponse.json([
          { userID: 1, name: 'Ann' },
          { userID: 2, name: 'Andy' },
        ]),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(lookupMentions({ name: 'a' }));
    await store.dispatch(lookupMentions({ name: 'ann' }));
    expect(requests).toHaveLength(1);
    expect(selectMentionSuggestions(store.getState(), 'ann')).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: [{ userID: 1 }],
    });
  });

  it('looks back at most 10 characters', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/users/by-names`, () =>
        HttpResponse.json([{ userID: 1, name: 'abcdefghijklmn' }]),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(lookupMentions({ name: 'a' }));
    await store.dispatch(lookupMentions({ name: 'abcdefghijk' }));
    expect(requests).toHaveLength(1);
    await store.dispatch(lookupMentions({ name: 'abcdefghijkl' }));
    expect(requests).toHaveLength(2);
  });

  it('treats 500 and above as an error and lesser refusals as no suggestions', async () => {
    server.use(
      http.get(`${API}/users/by-names`, ({ request }) =>
        new URL(request.url).searchParams.get('name') === 'x*'
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json({ message: 'Nope' }, { status: 404 }),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(lookupMentions({ name: 'x' }));
    await store.dispatch(lookupMentions({ name: 'y' }));
    expect(selectMentionSuggestions(store.getState(), 'x').status).toBe(LoadStatus.ERROR);
    expect(selectMentionSuggestions(store.getState(), 'y')).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: [],
    });
  });

  it('waits 50 ms after the last keystroke before asking', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const requests = recordRequests();
      server.use(
        http.get(`${API}/users/by-names`, () => HttpResponse.json([{ userID: 1, name: 'Ann' }])),
      );
      const store = makeTestStore();
      function Suggest({ typed }: { typed: string }): ReactElement {
        const result = useMentionSuggestions(typed);
        return (
          <ul>
            {result.data?.map((s) => (
              <li key={s.userID}>{s.name}</li>
            ))}
          </ul>
        );
      }
      const view = render(
        <Provider store={store}>
          <Suggest typed="A" />
        </Provider>,
      );
      act(() => jest.advanceTimersByTime(30));
      view.rerender(
        <Provider store={store}>
          <Suggest typed="An" />
        </Provider>,
      );
      act(() => jest.advanceTimersByTime(MENTION_DEBOUNCE_MS - 1));
      expect(requests).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      jest.useRealTimers();
      expect(await screen.findByText('Ann')).toBeInTheDocument();
      expect(requests.map((r) => new URL(r.url).searchParams.get('name'))).toEqual(['An*']);
    } finally {
      jest.useRealTimers();
    }
  });
});
