// PostDiscussion (a new discussion) under API faults, at the widget level (issue 30 §2): the
// faults the browser no longer repeats per call (tests/e2e/apiFaultsComposer.test.ts keeps a
// refusal and a network error of the post, its 408 and its hang, the pickers' refusal and
// hangs). A failed post is one path for every fault (postActions → FormFailure: the error's
// message and description), and so is a failed picker lookup (its description or message); the
// client's answer to each fault of each call is tests/unit/api/faultMatrix.test.ts.
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import * as navigation from '@/features/composer/components/navigation';
import { PostDiscussion } from '../../../../widgets/PostDiscussion/PostDiscussion';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../faultAnswers';
import { fakeForum, findEditor, memberConfig, typeInEditor, preloadEditor } from './forum';

// The editor's chunk and typing in it take a few seconds on a busy machine.
jest.setTimeout(20_000);

let goTo: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  goTo = jest.spyOn(navigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => goTo.mockRestore());

preloadEditor();

describe('PostDiscussion: a failed post says why and keeps the title and the text', () => {
  it.each<Exclude<FaultName, 'hang' | '408'>>(['403', '404', 'cdn', 'malformed'])(
    '%s',
    async (fault) => {
      fakeForum();
      server.use(http.post(`${API}/discussions`, answer(fault)));
      const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
        config: memberConfig(),
      });
      await screen.findByText('Posting in: General');
      await user.type(screen.getByRole('textbox', { name: /Title/ }), `Kept through ${fault}`);
      await typeInEditor(user, 'Body', 'Every word of this stays.');
      await user.click(screen.getByRole('button', { name: 'Post Discussion' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue(`Kept through ${fault}`);
      expect(await findEditor('Body')).toHaveTextContent('Every word of this stays.');
      expect(screen.getByRole('button', { name: 'Post Discussion' })).toBeEnabled();
      expect(goTo).not.toHaveBeenCalled();
    },
  );
});

describe('PostDiscussion: a failed lookup of the pickers says why at the picker', () => {
  it('the categories, on opening (a CDN page): the Category group says so', async () => {
    fakeForum();
    server.use(http.get(`${API}/categories/search`, answer('cdn')));
    renderWithProviders(<PostDiscussion />, { config: memberConfig() });
    const group = await screen.findByRole('group', { name: /Category/ });
    expect(await within(group).findByRole('alert')).toHaveTextContent(FAULT_SAYS.cdn);
    expect(within(group).queryAllByRole('radio')).toHaveLength(0);
  });

  // A 408 counts as success (01 §7), but its body is no list: the lookup fails with its message.
  it.each<Exclude<FaultName, 'hang'>>(['408', 'malformed'])(
    'the tags, as a tag is typed (%s): the Tags group says so and keeps the text',
    async (fault) => {
      fakeForum();
      server.use(http.get(`${API}/tags`, answer(fault)));
      const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
        config: memberConfig(),
      });
      await screen.findByText('Posting in: General');
      const group = screen.getByRole('group', { name: 'Tags' });
      await user.type(within(group).getByRole('textbox', { name: 'Find a tag' }), 'sec');
      expect(await within(group).findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(within(group).getByRole('textbox', { name: 'Find a tag' })).toHaveValue('sec');
    },
  );
});
