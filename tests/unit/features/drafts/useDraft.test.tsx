import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { DraftPlace } from '@/features/drafts/draftRules';
import { readLocalDraft, writeLocalDraft } from '@/features/drafts/draftStorage';
import { useDraft, useUnsavedChangesPrompt } from '@/features/drafts/useDraft';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { MEMBER, rich2, serveDrafts } from './draftTestServer';

const PLACE: DraftPlace = {
  recordType: 'comment',
  parentRecordType: 'discussion',
  parentRecordID: 20,
};

function CommentBox(): ReactElement {
  const draft = useDraft(PLACE);
  useUnsavedChangesPrompt(draft.hasUnsavedChanges);
  if (draft.status === 'loading') return <p>Loading</p>;
  const type = (text: string): void =>
    draft.update({ body: rich2(text), format: 'rich2', meta: { commentParentID: null } });
  return (
    <div>
      <p>Starts with: {draft.initial ? draft.initial.body : 'nothing'}</p>
      <p>{draft.hasUnsavedChanges ? 'Unsaved changes' : 'All saved'}</p>
      <button type="button" onClick={() => type('first')}>
        First
      </button>
      <button type="button" onClick={() => type('second')}>
        Second
      </button>
    </div>
  );
}

const options = { config: { siteUrl: 'http://localhost', currentUser: MEMBER } };

function leave(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

beforeEach(() => window.localStorage.clear());

describe('useDraft', () => {
  it('shows the local draft once the server has been asked', async () => {
    const { seen } = serveDrafts();
    writeLocalDraft(MEMBER.userID, PLACE, {
      body: rich2('left here'),
      format: 'rich2',
      meta: { commentParentID: null },
      lastSaved: '2026-03-01T10:00:00.000Z',
      synced: false,
    });
    renderWithProviders(<CommentBox />, options);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText(`Starts with: ${rich2('left here')}`)).toBeInTheDocument();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /drafts']);
  });

  it('writes the local copy at once when the page is hidden or the box unmounts', async () => {
    serveDrafts();
    const { user, unmount } = renderWithProviders(<CommentBox />, options);
    await user.click(await screen.findByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Second' }));
    // Inside the 1000 ms window the second change waits...
    expect(readLocalDraft(MEMBER.userID, PLACE)?.body).toBe(rich2('first'));
    window.dispatchEvent(new Event('pagehide'));
    // ...and pagehide writes it now.
    expect(readLocalDraft(MEMBER.userID, PLACE)?.body).toBe(rich2('second'));
    await user.click(screen.getByRole('button', { name: 'First' }));
    unmount();
    expect(readLocalDraft(MEMBER.userID, PLACE)?.body).toBe(rich2('first'));
  });

  it('asks before leaving while changes are unsaved, not before', async () => {
    serveDrafts();
    const { user } = renderWithProviders(<CommentBox />, options);
    await user.click(await screen.findByRole('button', { name: 'First' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(leave().defaultPrevented).toBe(true);
  });

  it('does not ask before any change', async () => {
    serveDrafts();
    renderWithProviders(<CommentBox />, options);
    expect(await screen.findByText('All saved')).toBeInTheDocument();
    expect(leave().defaultPrevented).toBe(false);
  });
});
