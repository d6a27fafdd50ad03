// The composer's editor under API faults (issue 30 §2): the mention lookup and the upload of
// the editor that every composer shares (PostDiscussion, CommentBox), each with every fault the
// browser no longer repeats (tests/e2e/apiFaultsComposer.test.ts keeps a refusal, a hang with
// the upload's Cancel, and a network error). The client's answer to each fault of
// GET /users/by-names and POST /media is tests/unit/api/faultMatrix.test.ts.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { EditorView } from 'prosemirror-view';
import { type ReactElement, useState } from 'react';
import { MentionPopup, mentionPlugin } from '@/features/composer/editor/mentions';
import {
  createUploadController,
  type UploadController,
  UploadTray,
} from '@/features/composer/editor/uploads';
import { useAppStore } from '@/store/hooks';
import { API, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, type FaultName } from '../../widgets/faultAnswers';
import { blocks, paragraphs, TestEditor, typeText } from './editorTestHarness';

type Answered = Exclude<FaultName, 'hang'>;

describe('mention lookup: only a 5xx or no answer is a failure (01 §8)', () => {
  function renderEditor(): () => EditorView {
    let view: EditorView | undefined;
    renderWithProviders(
      <TestEditor plugins={[mentionPlugin()]} doc={paragraphs('')} onView={(v) => (view = v)}>
        {(v, s) => <MentionPopup view={v} state={s} editorId="ed1" />}
      </TestEditor>,
    );
    return () => view!;
  }

  it.each<[Answered, string]>([
    ['500', 'Looking up users failed. Keep typing to try again.'],
    ['cdn', 'Looking up users failed. Keep typing to try again.'],
    ['network', 'Looking up users failed. Keep typing to try again.'],
    ['403', 'No matching users.'],
    ['404', 'No matching users.'],
    ['408', 'No matching users.'],
    ['malformed', 'No matching users.'],
  ])('%s: "%s", nothing to choose, the text stays', async (fault, says) => {
    server.use(http.get(`${API}/users/by-names`, answer(fault)));
    const view = renderEditor();
    typeText(view(), 'Hi @zed');
    // (A ceiling for a loaded machine: the first lookup also loads the popup's code.)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(says), {
      timeout: 5000,
    });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(view().state.doc.textContent).toBe('Hi @zed');
  });
});

describe('upload: a failed upload says why with Retry and Remove, and keeps the text', () => {
  /** jest-fixed-jsdom's FormData (Node's) takes Node's File, as a browser's takes its own. */
  const png = (name: string): File =>
    new NodeFile(['x'], name, { type: 'image/png' }) as unknown as File;

  function renderUploads(): { view: () => EditorView; controller: () => UploadController } {
    let view: EditorView | undefined;
    let controller: UploadController | undefined;
    function Editor(): ReactElement {
      const store = useAppStore();
      const [made] = useState(() =>
        createUploadController({
          dispatch: store.dispatch,
          getState: store.getState,
          editorId: 'ed1',
        }),
      );
      controller = made;
      return (
        <TestEditor
          plugins={[made.plugin]}
          doc={paragraphs('Hello world')}
          onView={(v) => {
            made.attach(v);
            view = v;
          }}
        >
          {() => <UploadTray controller={made} />}
        </TestEditor>
      );
    }
    renderWithProviders(<Editor />, {
      config: {
        ...TEST_CONFIG,
        config: { 'upload.maxSize': 1024, 'upload.allowedExtensions': ['png'] },
      },
    });
    return { view: () => view!, controller: () => controller! };
  }

  // The tray shows the error's message, or a clear default for a failure without one.
  it.each<[Answered, RegExp]>([
    ['500', /Server exploded\./],
    ['403', /Permission Problem/],
    ['404', /Not Found/],
    ['cdn', /Bad gateway/],
    ['malformed', /Something went wrong while contacting the server\./],
    ['network', /Something went wrong while contacting the server\./],
    // A 408 counts as success (01 §7) but holds no media: a failed upload, never an image of
    // the error body (found as a bug: <img src="…/undefined">).
    ['408', /The server did not confirm the upload\./],
  ])('%s', async (fault, says) => {
    server.use(http.post(`${API}/media`, answer(fault)));
    const r = renderUploads();
    const name = `dot-${fault}.png`;
    act(() => r.controller().insertFiles([png(name)], 7));
    const tray = await screen.findByRole('list', { name: 'Uploads' });
    await within(tray).findByRole('button', { name: `Retry upload of ${name}` });
    expect(within(tray).getByText(says)).toBeVisible();
    expect(within(tray).getByRole('button', { name: `Remove ${name}` })).toBeInTheDocument();
    const placeholders = Array.from(r.view().dom.querySelectorAll('.fw-uploadPlaceholder'));
    expect(placeholders.map((el) => el.textContent)).toEqual([`Upload failed: ${name}`]);
    expect(blocks(r.view()).some((block) => (block as { type?: string }).type === 'image')).toBe(
      false,
    );
    expect(r.view().state.doc.textContent).toBe('Hello world');
  });
});
