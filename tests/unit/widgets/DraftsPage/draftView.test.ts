import { draftExcerpt } from '../../../../widgets/DraftsPage/draftText';
import { draftHref, draftTitle, toDraftView } from '../../../../widgets/DraftsPage/draftView';
import { parseSchedule } from '../../../../widgets/DraftsPage/ScheduleDraftModal';
import { commentDraft, discussionDraft } from './server';

describe('a draft another client wrote (04 §6, expand=true)', () => {
  it('takes the server’s name and excerpt where the attributes have no title or readable body', () => {
    const draft = discussionDraft(8, {
      attributes: { body: '', format: 'rich', draftMeta: {} },
      name: 'Written elsewhere',
      excerpt: 'What the server <b>read</b>',
    });
    const view = toDraftView(draft);
    expect(view.title).toBe('Written elsewhere');
    expect(view.excerpt).toBe('What the server <b>read</b>');
    expect(toDraftView({ ...draft, excerpt: 'No Body' }).excerpt).toBe('');
  });
});

describe('draftExcerpt', () => {
  it('walks a 04 rich2 document as 04 §3.6 says: mentions as @name, no embeds, (Spoiler)', () => {
    const body = JSON.stringify([
      { type: 'h2', children: [{ text: 'Title' }] },
      {
        type: 'p',
        children: [
          { text: 'Hi\n', bold: true },
          { type: '@', userID: 2, name: 'Ada', children: [{ text: '' }] },
          { text: ' see ' },
          {
            type: 'rich_embed_inline',
            url: 'https://x.test/',
            children: [{ text: 'https://x.test/' }],
          },
        ],
      },
      {
        type: 'spoiler',
        children: [
          {
            type: 'spoiler-content',
            children: [{ type: 'spoiler-item', children: [{ text: 'secret' }] }],
          },
        ],
      },
      {
        type: 'ul',
        children: [{ type: 'li', children: [{ type: 'lic', children: [{ text: 'one' }] }] }],
      },
    ]);
    expect(draftExcerpt(body, 'rich2')).toBe('Title Hi @Ada see (Spoiler) one');
  });

  it('walks a rich2 document for its text, mentions included, one line', () => {
    const body = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hi ', marks: [{ type: 'bold' }] },
            { type: 'mention', attrs: { userID: 2, name: 'Ada' } },
            { type: 'hard_break' },
            { type: 'text', text: 'there' },
          ],
        },
        { type: 'image', attrs: { src: 'https://x/y.png', alt: 'pic', mediaID: 1 } },
        {
          type: 'bullet_list',
          content: [
            {
              type: 'list_item',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
            },
          ],
        },
      ],
    });
    expect(draftExcerpt(body, 'rich2')).toBe('Title Hi @Ada there one');
  });

  it('reads the older rich (delta) bodies, plain text as is, and HTML as text only', () => {
    expect(draftExcerpt('[{"insert":"Half-written idea...\\n"}]', 'rich')).toBe(
      'Half-written idea...',
    );
    expect(draftExcerpt('Just <b>text</b>', 'text')).toBe('Just <b>text</b>');
    expect(draftExcerpt('<p>Hello <img src=x onerror="alert(1)">world</p>', 'html')).toBe(
      'Hello world',
    );
  });

  it('shows nothing for a body that is not JSON or not a string, and cuts long text', () => {
    expect(draftExcerpt('{not json', 'rich2')).toBe('');
    expect(draftExcerpt(undefined, 'rich2')).toBe('');
    const long = JSON.stringify([{ insert: 'word '.repeat(100) }]);
    const cut = draftExcerpt(long, 'rich', 20);
    expect(cut).toBe('word word word word…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });
});

describe('draftTitle and draftHref', () => {
  it('names discussion drafts by their meta, else attributes, else Untitled', () => {
    expect(draftTitle(discussionDraft(1))).toBe('Draft 1');
    expect(
      draftTitle(discussionDraft(1, { attributes: { body: '', format: 'rich2', name: 'Named' } })),
    ).toBe('Named');
    expect(draftTitle(discussionDraft(1, { attributes: { body: '', format: 'rich2' } }))).toBe(
      'Untitled discussion',
    );
    expect(draftTitle(commentDraft(2, 5), 'Welcome')).toBe('Comment on Welcome');
    expect(draftTitle(commentDraft(2, 5))).toBe('Comment on a discussion');
  });

  it('links new and edited discussions to the composer, comments to their discussion', () => {
    expect(draftHref(discussionDraft(4))).toBe('/post/editdiscussion/0/4');
    expect(draftHref(discussionDraft(4, { recordID: 12 }))).toBe('/post/editdiscussion/12/4');
    // 04 §6 editUrl: the comment box's draft ('widget') on the discussion page, at the box.
    expect(draftHref(commentDraft(6, 17))).toBe('/discussion/17?hasDraft=true#create-comment');
    expect(
      draftHref(discussionDraft(7, { recordType: 'comment', recordID: 88, parentRecordID: null })),
    ).toBe('/discussion/comment/88');
    expect(draftHref(discussionDraft(8, { recordType: 'article' }))).toBeUndefined();
  });

  it('links a reply draft to the comment it answers, where its reply box opens (03 §4 location)', () => {
    const reply = discussionDraft(9, {
      recordType: 'comment',
      parentRecordType: 'comment',
      parentRecordID: 70,
      attributes: {
        body: '[]',
        format: 'rich2',
        draftMeta: { format: 'rich2', commentParentID: 70, commentPath: '70' },
      },
    });
    expect(draftHref(reply)).toBe('/discussion/comment/70?hasDraft=true#Comment_70');
  });
});

describe('parseSchedule', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('takes a local date-time in the future and refuses others', () => {
    const future = new Date(now + 3_600_000);
    const local = `${future.getFullYear()}-${String(future.getMonth() + 1).padStart(2, '0')}-${String(future.getDate()).padStart(2, '0')}T${String(future.getHours()).padStart(2, '0')}:${String(future.getMinutes()).padStart(2, '0')}`;
    expect(parseSchedule(local, now)).toEqual({ iso: future.toISOString() });
    expect(parseSchedule('', now).error).toBe('Choose a date and time.');
    expect(parseSchedule('yesterday', now).error).toBe('This is not a valid date.');
    expect(parseSchedule('2020-01-01T00:00', now).error).toBe(
      'Choose a date and time in the future.',
    );
  });
});
