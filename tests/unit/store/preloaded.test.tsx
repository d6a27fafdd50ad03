import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  categoryPreferencesPreloaded,
  fetchCategoryPreferences,
  selectCategoryPreferences,
} from '@/features/categories/categoriesSlice';
import {
  selectDiscussionByID,
  selectDiscussionList,
} from '@/features/discussions/discussionsSlice';
import { discussionsPreloaded, fetchDiscussions } from '@/features/discussions/discussionsSlice';
import { selectPreloadedUser, selectUser, userPreloaded } from '@/features/users/usersSlice';
import { bootstrapPreloaded, selectLocaleKey } from '@/store/bootstrapSlice';
import { selectConfigValue } from '@/store/configSlice';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { usePreloaded } from '@/store/usePreloaded';
import { discussion } from '../features/discussions/fixtures';
import { recordRequests } from '../../support/msw';
import { makeTestStore } from '../../support/renderWithProviders';

const params = { categoryID: 3, limit: 10, page: 1 };
const page = { discussions: [discussion(1), discussion(2)], paging: { total: 2, currentPage: 1 } };

describe('discussions/preloaded', () => {
  it('makes the page the list’s answer, so loading it sends no request', async () => {
    const requests = recordRequests();
    const store = makeTestStore();
    store.dispatch(discussionsPreloaded({ params, ...page }));
    expect(selectDiscussionList(store.getState(), params)).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: { discussions: page.discussions, paging: page.paging },
    });
    expect(selectDiscussionByID(store.getState(), 2)?.name).toBe('Discussion 2');
    await store.dispatch(fetchDiscussions(params));
    expect(requests).toHaveLength(0);
  });

  it('keeps a list the cache already holds', () => {
    const store = makeTestStore();
    store.dispatch(discussionsPreloaded({ params, ...page }));
    store.dispatch(
      discussionsPreloaded({ params, discussions: [discussion(9)], paging: { total: 1 } }),
    );
    expect(
      selectDiscussionList(store.getState(), params).data?.discussions.map((d) => d.discussionID),
    ).toEqual([1, 2]);
    expect(selectDiscussionByID(store.getState(), 9)).toBeUndefined();
  });
});

describe('categories/preferencesPreloaded', () => {
  const preferences = { 'preferences.followed': true };

  it('makes the preferences the cached answer, so loading them sends no request', async () => {
    const requests = recordRequests();
    const store = makeTestStore();
    store.dispatch(categoryPreferencesPreloaded({ categoryID: 4, userID: 7, preferences }));
    expect(selectCategoryPreferences(store.getState(), 4, 7)).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: preferences,
    });
    await store.dispatch(fetchCategoryPreferences({ categoryID: 4, userID: 7 }));
    expect(requests).toHaveLength(0);
  });

  it('keeps preferences the cache already holds', () => {
    const store = makeTestStore();
    store.dispatch(categoryPreferencesPreloaded({ categoryID: 4, userID: 7, preferences }));
    store.dispatch(
      categoryPreferencesPreloaded({
        categoryID: 4,
        userID: 7,
        preferences: { 'preferences.followed': false },
      }),
    );
    expect(selectCategoryPreferences(store.getState(), 4, 7).data).toEqual(preferences);
  });
});

describe('users/preloaded', () => {
  it('keeps the user apart from the loaded users', () => {
    const store = makeTestStore();
    store.dispatch(userPreloaded({ userID: 12, name: 'jane' }));
    expect(selectPreloadedUser(store.getState(), 12)).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: { userID: 12, name: 'jane' },
    });
    expect(selectUser(store.getState(), 12, 'reactionsReceived').status).toBe(LoadStatus.PENDING);
  });
});

describe('bootstrap/preloaded', () => {
  const page = {
    locale: 'fr',
    currentUser: { userID: 2, name: 'Zoë' },
    permissions: { permissions: [] },
    config: { 'upload.allowedExtensions': ['png'] },
  };

  it('is how the static slices take the bootstrap JSON', () => {
    const store = makeTestStore({});
    store.dispatch(bootstrapPreloaded(page));
    const state = store.getState();
    expect(selectLocaleKey(state)).toBe('fr');
    expect(selectCurrentUser(state)).toMatchObject({ userID: 2, name: 'Zoë' });
    expect(state.permissions.status).toBe(LoadStatus.SUCCESS);
    expect(selectConfigValue(state, 'upload.allowedExtensions', [])).toEqual(['png']);
  });

  it("leaves the page's own object as it was (the store keeps a frozen copy)", () => {
    const config = structuredClone(page);
    const state = makeTestStore(config).getState();
    expect(Object.isFrozen(config)).toBe(false);
    expect(Object.isFrozen(config.config['upload.allowedExtensions'])).toBe(false);
    expect(selectConfigValue(state, 'upload.allowedExtensions', [])).toEqual(['png']);
  });
});

describe('usePreloaded', () => {
  it('dispatches once, before the first render reads the store', () => {
    const store = makeTestStore();
    const dispatched = jest.spyOn(store, 'dispatch');
    function Name(): ReactElement {
      usePreloaded(() => userPreloaded({ userID: 12, name: 'jane' }));
      const user = useAppSelector((state) => selectPreloadedUser(state, 12));
      return <p>{user.data?.name ?? 'nobody'}</p>;
    }
    const view = render(
      <Provider store={store}>
        <Name />
      </Provider>,
    );
    expect(screen.getByText('jane')).toBeInTheDocument();
    view.rerender(
      <Provider store={store}>
        <Name />
      </Provider>,
    );
    expect(dispatched).toHaveBeenCalledTimes(1);
  });
});
