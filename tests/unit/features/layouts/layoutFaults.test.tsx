// Custom layouts (issue 21) under API faults, at the widget level (issue 30 §2): the faults the
// browser no longer repeats per call (tests/e2e/apiFaultsLayouts.test.ts keeps the lookup's
// refusal, network error and hang, the tick and the privacy read refused, unanswered and
// answered 408, and the fragment's script refused or not JavaScript, and its stylesheet hanging).
// A failed lookup is the error page (03 §8: LoadFailure, with Retry unless refused); a failed
// tick is only logged; a failed privacy read means the site default (-1) and the tick still goes.
// Every call × every fault at the client level is tests/unit/api/faultMatrix.test.ts, which also
// loads a fragment's script and stylesheet under each failure (to a page, every failing answer
// to a <script> or <link> is the same error event, so the browser's refused one stands for
// them).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchLayoutRoute } from '@/features/layouts/layoutRoutes';
import { sendPageViewTick } from '@/features/layouts/tick';
import { WidgetResolverContext, type WidgetResolver } from '@/store/widgetResolver';
import { LayoutPage } from '../../../../widgets/LayoutPage/LayoutPage';
import { API, server } from '../../../support/msw';
import { makeTestStore, renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../../widgets/faultAnswers';

type Answered = Exclude<FaultName, 'hang'>;

const FLAGS = { config: { 'featureFlags.customLayout.discussionList.Enabled': true } };

beforeEach(() => window.history.replaceState({}, '', '/discussions'));

describe('LayoutPage: a failed lookup shows the error page, not the layout', () => {
  // A 408 counts as success (01 §7) but carries no layout: its message, and Retry.
  it.each<Answered>(['403', '408', 'cdn', 'malformed', 'network'])('%s', async (fault) => {
    server.use(
      http.get(`${API}/layouts/lookup-hydrate`, answer(fault)),
      http.post(`${API}/tick`, () => HttpResponse.json({})),
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
      http.get(`${API}/addons`, () => HttpResponse.json([])),
    );
    renderWithProviders(<LayoutPage />, { config: FLAGS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(fault === '403' ? /Permission Problem/ : /There was an error/);
    if (fault !== '403') expect(alert).toHaveTextContent(FAULT_SAYS[fault]);
    // A refusal stays so; anything else can be asked again.
    expect(within(alert).queryAllByRole('button', { name: 'Retry' })).toHaveLength(
      fault === '403' ? 0 : 1,
    );
    expect(document.querySelectorAll('.fw-skeleton-block')).toHaveLength(0);
  });

  it('shows the title bar with the error page on the first failure, before any layout is known', async () => {
    server.use(
      http.get(`${API}/layouts/lookup-hydrate`, answer('500')),
      http.post(`${API}/tick`, () => HttpResponse.json({})),
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
      http.get(`${API}/addons`, () => HttpResponse.json([])),
    );
    // The page's resolver knows the site's widgets; here the title bar is a stand-in.
    const asked: string[] = [];
    const resolver: WidgetResolver = (name) => {
      asked.push(name);
      return Promise.resolve(
        name === 'TitleBar' ? { component: () => <header>Site title bar</header> } : null,
      );
    };
    renderWithProviders(
      <WidgetResolverContext.Provider value={resolver}>
        <LayoutPage />
      </WidgetResolverContext.Provider>,
      { config: FLAGS },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(FAULT_SAYS['500']);
    expect(await screen.findByText('Site title bar')).toBeInTheDocument();
    expect(asked).toEqual(['TitleBar']);
  });

  it('Retry asks again and shows the layout, without a second page view tick', async () => {
    let failing = true;
    let ticks = 0;
    server.use(
      http.get(`${API}/layouts/lookup-hydrate`, () =>
        failing
          ? answer('500')()
          : HttpResponse.json({ layout: [], seo: { title: 'All Discussions' } }),
      ),
      http.post(`${API}/tick`, () => {
        ticks += 1;
        return HttpResponse.json({});
      }),
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
      http.get(`${API}/addons`, () => HttpResponse.json([])),
    );
    const { user } = renderWithProviders(<LayoutPage />, { config: FLAGS });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAULT_SAYS['500']);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.title).toBe('All Discussions'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ticks).toBe(1);
  });
});

describe('the page view tick under faults', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  // A failed tick is only logged: the thunk settles fulfilled, so no failed-load toast follows.
  // A 408 counts as success (01 §7): nothing to log.
  it.each<[Answered, boolean]>([
    ['403', true],
    ['404', true],
    ['408', false],
    ['cdn', true],
    ['malformed', true],
    ['network', true],
  ])(
    'a tick answered %s is only logged (logged: %s), and nothing is thrown',
    async (fault, logged) => {
      let ticked = 0;
      server.use(
        http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
        http.post(`${API}/tick`, () => {
          ticked += 1;
          return answer(fault)();
        }),
      );
      const store = makeTestStore();
      const action = await store.dispatch(
        sendPageViewTick({ route: matchLayoutRoute('/discussions', '')! }),
      );
      expect(ticked).toBe(1);
      expect(action.meta.requestStatus).toBe('fulfilled');
      expect(errors.mock.calls.some((c) => String(c[0]).includes('tick failed'))).toBe(logged);
    },
  );

  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])(
    'a privacy read answered %s means the site default: the tick still goes',
    async (fault) => {
      const ticks: Array<Record<string, unknown>> = [];
      server.use(
        http.get(`${API}/analytics/privacy`, answer(fault)),
        http.post(`${API}/tick`, async ({ request }) => {
          ticks.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({});
        }),
      );
      const store = makeTestStore();
      await store.dispatch(sendPageViewTick({ route: matchLayoutRoute('/discussions', '')! }));
      expect(ticks).toEqual([
        expect.objectContaining({ type: 'pageView', pageName: 'discussionList' }),
      ]);
    },
  );
});
