// The translation editor (issue 20) under API faults, at the widget level (issue 30 §2): every
// answered fault of each call, the ones the browser no longer repeats among them
// (tests/e2e/apiFaultsTranslations.test.ts keeps,
// per call, a refusal or a network error, and the hangs with the modal's Cancel). A failed load
// is the message with Retry inside the modal; a failed save keeps the text and the dirty state:
// one path for every fault. The client's answer to each fault of each call is
// tests/unit/api/faultMatrix.test.ts.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { TranslateDiscussion } from '@/features/translations/components/TranslateDiscussion';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../../widgets/faultAnswers';

type Answered = Exclude<FaultName, 'hang'>;

const LOCALES = [
  { localeID: 'en', localeKey: 'en', regionalKey: 'en', displayNames: { en: 'English' } },
  { localeID: 'fr', localeKey: 'fr', regionalKey: 'fr_FR', displayNames: { fr: 'Français' } },
];
const discussion = { id: 7, title: 'Hello world' } as DiscussionView;
const saved = (translation: string) => [
  {
    translationPropertyKey: 'discussion.7.name',
    recordType: 'discussion',
    recordID: 7,
    propertyName: 'name',
    locale: 'fr',
    translation,
  },
];

function serve(existing = 'Bonjour'): void {
  server.use(
    http.get(`${API}/locales`, () => HttpResponse.json(LOCALES)),
    http.get(`${API}/translations/vanilla`, () => HttpResponse.json(saved(existing))),
    http.patch(`${API}/translations/vanilla`, () => HttpResponse.json([])),
    http.patch(`${API}/translations/vanilla/remove`, () => HttpResponse.json([])),
  );
}

const render = () =>
  renderWithProviders(<TranslateDiscussion discussion={discussion} onClose={() => undefined} />);

describe('the translation editor: a failed load says so with Retry, which loads the fields', () => {
  const cases = ['/locales', '/translations/vanilla'].flatMap((path) =>
    (['500', '403', '404', '408', 'cdn', 'malformed', 'network'] as Answered[]).map(
      (f) => [path, f] as const,
    ),
  );
  it.each(cases)('GET %s × %s', async (path, fault) => {
    serve();
    let failing = true;
    server.use(http.get(`${API}${path}`, () => (failing ? answer(fault)() : undefined)));
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Bonjour');
  });
});

describe('the translation editor: a failed save keeps the text and the dirty state', () => {
  it.each<Exclude<Answered, '408'>>(['403', '404', 'cdn', 'malformed', 'network'])(
    'PATCH /translations/vanilla × %s',
    async (fault) => {
      serve();
      const writes = recordRequests();
      server.use(http.patch(`${API}/translations/vanilla`, answer(fault)));
      const { user } = render();
      const field = await screen.findByRole('textbox', { name: 'Title' });
      await user.clear(field);
      await user.type(field, `Essai ${fault}`);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(field).toHaveValue(`Essai ${fault}`);
      expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
      expect(writes.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    },
  );

  it.each<Exclude<Answered, '408'>>(['500', '403', '404', 'cdn', 'malformed'])(
    'PATCH /translations/vanilla/remove × %s: the emptied field stays empty',
    async (fault) => {
      serve('Gardée');
      server.use(http.patch(`${API}/translations/vanilla/remove`, answer(fault)));
      const { user } = render();
      const field = await screen.findByRole('textbox', { name: 'Title' });
      expect(field).toHaveValue('Gardée');
      await user.clear(field);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(field).toHaveValue('');
      expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    },
  );
});
