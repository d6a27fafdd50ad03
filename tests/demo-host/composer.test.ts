/**
 * The demo host's side of the composer (issue 17): rich2 bodies stored as source and HTML, the
 * edit and quote sources, the 02 §5 edit rule, the composer's pages and the comment box marker.
 */
import Database from 'better-sqlite3';
import {
  contractViolations,
  startHarness,
  type Client,
  type Harness,
  type Json,
} from './support/harness';

let h: Harness;
let guest: Client;
let member: Client;
let member2: Client;
let moderator: Client;
let banned: Client;

// Every test talks to a server on a fresh seeded database; the machine may be busy.
jest.setTimeout(30_000);

type Node = Record<string, unknown>;
// rich2 bodies in spec 04's shape: a JSON array of Slate-style nodes.
const text = (t: string, marks: Node = {}): Node => ({ text: t, ...marks });
const para = (...children: Node[]): Node => ({ type: 'p', children });
const mention = (userID: number, name: string): Node => ({
  type: '@',
  children: [{ text: '' }],
  userID,
  name,
});
const rich2 = (...nodes: Node[]): string => JSON.stringify(nodes);
const atMention = (userID: number, name: string): string =>
  `<a class="atMention" href="/profile/${name}" data-username="${name}" data-userid="${userID}">@${name}</a>`;

/** Runs SQL on the test database (dates in the past, to test the edit timeout). */
function sql(statement: string, ...args: unknown[]): void {
  const db = new Database(h.dbPath);
  try {
    db.prepare(statement).run(...args);
  } finally {
    db.close();
  }
}
const hoursAgo = (n: number): string => new Date(Date.now() - n * 3600_000).toISOString();

function markers(html: string): { name: string; props: Json }[] {
  const out: { name: string; props: Json }[] = [];
  const re = /data-react="([^"]+)" data-props="([^"]*)"/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const props = (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    out.push({ name: m[1] ?? '', props: JSON.parse(props) });
  }
  return out;
}
const main = (html: string): string => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

async function mentionsOf(c: Client): Promise<number> {
  const list = (await c.get('/api/v2/notifications?limit=100')).json as { activityType: string }[];
  return list.filter((n) => n.activityType === 'Mention').length;
}

beforeAll(async () => {
  h = await startHarness();
  guest = h.client();
  await guest.page('/');
  member = await h.as('member');
  member2 = await h.as('member2');
  moderator = await h.as('moderator');
  banned = await h.as('banned-user');
});
afterAll(async () => {
  await h.close();
});

describe('rich2 discussions and comments', () => {
  const body = rich2(
    { type: 'h2', children: [text('Plan')] },
    para(
      text('Ask '),
      mention(4, 'member2'),
      text(' and '),
      mention(3, 'member'),
      text(', not '),
      mention(7, 'deleted-user'),
      text(' or '),
      { type: 'a', url: 'javascript:alert(1)', children: [text('me')] },
    ),
    { type: 'unknown_block', children: [para(text('kept'))] },
  );
  let id: number;

  it('stores a posted rich2 discussion as HTML and source, and shows the HTML everywhere', async () => {
    const before = await mentionsOf(member2);
    const res = await member.post('/api/v2/discussions', {
      name: 'Composer plan',
      body,
      format: 'rich2',
      categoryID: 1,
    });
    expect(res.status).toBe(201);
    id = res.json.discussionID;
    // Mentions render from the node (04 §4.1), whether or not the user still exists.
    const html =
      `<h2 data-id="plan">Plan</h2><p>Ask ${atMention(4, 'member2')} and ${atMention(3, 'member')}, ` +
      `not ${atMention(7, 'deleted-user')} or ` +
      '<a href="unsafe:javascript:alert(1)" rel="nofollow noopener ugc">me</a></p><p>kept</p>';
    expect(res.json).toMatchObject({
      body: html,
      format: 'rich2',
      excerpt: 'Plan Ask @member2 and @member, not @deleted-user or me kept',
    });
    expect((await guest.get(`/api/v2/discussions/${id}`)).json.body).toBe(html);
    const page = await guest.page(`/discussion/${id}/composer-plan`);
    expect(main(page.res.body)).toContain(`<div class="Message userContent">${html}</div>`);
    const list = (await guest.get('/api/v2/discussions?limit=5&sort=-dateInserted&pinOrder=mixed'))
      .json;
    expect(list.find((d: Json) => d.discussionID === id).excerpt).not.toContain('<');
    // One mention notification for member2; none for the author, none for the deleted user.
    expect(await mentionsOf(member2)).toBe(before + 1);
    const note = (await member2.get('/api/v2/notifications?limit=1')).json[0];
    expect(note).toMatchObject({
      activityType: 'Mention',
      body: '<b>member</b> mentioned you in <b>Composer plan</b>.',
    });
    expect(new URL(note.url).pathname).toBe(`/discussion/${id}/composer-plan`);
  });

  it('gives the stored source back to those who may edit, and a quote to those who may read', async () => {
    const edit = await member.get(`/api/v2/discussions/${id}/edit`);
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({
      discussionID: id,
      name: 'Composer plan',
      format: 'rich2',
      categoryID: 1,
      type: 'discussion',
      tagIDs: [],
      insertUserID: 3,
    });
    // The body string as posted (04 §3.1), unknown types and unsafe URLs included.
    expect(edit.json.body).toBe(body);
    expect((await member2.get(`/api/v2/discussions/${id}/edit`)).status).toBe(403);
    expect((await guest.get(`/api/v2/discussions/${id}/edit`)).status).toBe(403);
    const quote = await guest.get(`/api/v2/discussions/${id}/quote`);
    expect(quote.json).toMatchObject({
      bodyRaw: edit.json.body,
      format: 'rich2',
      insertUser: { userID: 3, name: 'member' },
      dateInserted: expect.any(String),
    });
    expect(new URL(quote.json.url).pathname).toBe(`/discussion/${id}/composer-plan`);
    expect((await member.get('/api/v2/discussions/12/quote')).status).toBe(403);
    expect((await member.get('/api/v2/discussions/99999/quote')).status).toBe(404);
    // Older bodies give back what they hold: their HTML, in its format.
    expect((await moderator.get('/api/v2/discussions/18/edit')).json).toMatchObject({
      format: 'wysiwyg',
      body: expect.stringContaining('<h2>Formatting test</h2>'),
    });
  });

  it('refuses rich2 that is not JSON, or the empty document, with a 422 on body', async () => {
    const post = (b: string): Promise<Json> =>
      member.post('/api/v2/discussions', { name: 'Bad', body: b, format: 'rich2', categoryID: 1 });
    const invalid = await post('{"type":"doc"');
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors).toEqual([
      {
        field: 'body',
        message: 'body is not valid rich2: it must be a JSON array of nodes.',
        code: 'invalid',
      },
    ]);
    for (const empty of [rich2(para(text(''))), '[]'])
      expect((await post(empty)).json.errors[0]).toMatchObject({ field: 'body', code: 'required' });
    // Any other JSON is stored as received; one that is not an array renders the error.
    const odd = await post('{"type":"doc"}');
    expect(odd.status).toBe(201);
    expect(odd.json.body).toBe('<p>There was an error rendering this rich post.</p>');
  });

  it('applies the edit rule to PATCH: the author in time, moderators always, nobody else', async () => {
    const patch = (c: Client, b: string): Promise<Json> =>
      c.patch(`/api/v2/discussions/${id}`, { body: b, format: 'rich2' });
    const edited = await patch(member, rich2(para(text('Edited', { italic: true }))));
    expect(edited.status).toBe(200);
    expect(edited.json.body).toBe('<p><em>Edited</em></p>');
    expect((await patch(member2, rich2(para(text('Mine now'))))).status).toBe(403);
    sql('UPDATE discussions SET dateInserted = ? WHERE discussionID = ?', hoursAgo(2), id);
    const late = await patch(member, rich2(para(text('Too late'))));
    expect(late.status).toBe(403);
    expect(late.json).toMatchObject({
      message: 'Permission Problem',
      permissions: ['discussions.edit'],
    });
    expect((await member.get(`/api/v2/discussions/${id}/edit`)).status).toBe(403);
    const mod = await patch(moderator, rich2(para(text('Moderated'))));
    expect(mod.status).toBe(200);
    expect((await moderator.get(`/api/v2/discussions/${id}/edit`)).json.body).toBe(
      rich2(para(text('Moderated'))),
    );
    // Without a format, a body is read in the discussion's own source format.
    expect(
      (await moderator.patch(`/api/v2/discussions/${id}`, { body: rich2(para(text('Again'))) }))
        .json.body,
    ).toBe('<p>Again</p>');
  });

  it('lets an author editing in time move their discussion to a category they may post in', async () => {
    const own = (
      await member.post('/api/v2/discussions', {
        name: 'Wrong place',
        body: rich2(para(text('x'))),
        format: 'rich2',
        categoryID: 1,
      })
    ).json.discussionID;
    const move = (c: Client, categoryID: number): Promise<Json> =>
      c.patch(`/api/v2/discussions/${own}?expand=category`, {
        name: 'Right place',
        body: rich2(para(text('x'))),
        format: 'rich2',
        categoryID,
      });
    expect((await move(member2, 6)).status).toBe(403);
    expect((await move(member, 2)).json).toMatchObject({ permissions: ['discussions.add'] });
    const moved = await move(member, 6);
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ name: 'Right place', categoryID: 6 });
  });

  it('posts, edits and quotes rich2 comments under the same rules', async () => {
    const created = await member.post('/api/v2/comments', {
      discussionID: 20,
      body: rich2(para(text('A '), text('comment', { bold: true }))),
      format: 'rich2',
    });
    expect(created.status).toBe(201);
    expect(created.json.body).toBe('<p>A <strong>comment</strong></p>');
    const cid = created.json.commentID;
    const edit = await member.get(`/api/v2/comments/${cid}/edit`);
    expect(edit.json).toEqual({
      commentID: cid,
      discussionID: 20,
      body: rich2(para(text('A '), text('comment', { bold: true }))),
      format: 'rich2',
    });
    const patched = await member.patch(`/api/v2/comments/${cid}`, {
      body: rich2({
        type: 'blockquote',
        children: [{ type: 'blockquote-line', children: [text('Quoted')] }],
      }),
      format: 'rich2',
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      body: '<blockquote class="blockquote"><div class="blockquote-content"><p class="blockquote-line">Quoted</p></div></blockquote>',
      dateUpdated: expect.any(String),
    });
    expect(
      (await member2.patch(`/api/v2/comments/${cid}`, { body: 'x', format: 'text' })).status,
    ).toBe(403);
    expect((await member2.get(`/api/v2/comments/${cid}/edit`)).status).toBe(403);
    expect(
      (await banned.patch(`/api/v2/comments/${cid}`, { body: 'x', format: 'text' })).status,
    ).toBe(403);
    sql('UPDATE comments SET dateInserted = ? WHERE commentID = ?', hoursAgo(2), cid);
    expect(
      (await member.patch(`/api/v2/comments/${cid}`, { body: 'late', format: 'text' })).status,
    ).toBe(403);
    const mod = await moderator.patch(`/api/v2/comments/${cid}`, {
      body: 'Tidied <b>',
      format: 'text',
    });
    expect(mod.json.body).toBe('<p>Tidied &lt;b&gt;</p>');
    expect((await member.patch('/api/v2/comments/999999', { body: 'x' })).status).toBe(404);
    const reply = (parentCommentID: number): Promise<Json> =>
      member.post('/api/v2/comments', {
        discussionID: 20,
        body: rich2(para(text('Reply'))),
        format: 'rich2',
        parentCommentID,
      });
    expect((await reply(cid)).status).toBe(201);
    expect((await reply(1)).json.errors).toEqual([
      {
        field: 'parentCommentID',
        message: 'The comment you are replying to is not in this discussion.',
        code: 'exists',
      },
    ]);
    expect((await member.patch(`/api/v2/comments/${cid}`, {})).status).toBe(422);
    const quote = await guest.get(`/api/v2/comments/${cid}/quote`);
    expect(quote.json).toMatchObject({
      bodyRaw: 'Tidied <b>',
      format: 'text',
      insertUser: { userID: 3, name: 'member' },
    });
    expect(new URL(quote.json.url).pathname).toBe(`/discussion/comment/${cid}`);
    const page = await guest.page('/discussion/20/x');
    expect(page.res.body).toContain('<p>Tidied &lt;b&gt;</p>');
  });

  it('deletes the poster’s draft named by draftID, and nobody else’s', async () => {
    const draft = async (c: Client): Promise<number> =>
      (
        await c.post('/api/v2/drafts', {
          recordType: 'comment',
          parentRecordType: 'discussion',
          parentRecordID: 20,
          attributes: { body: rich2(para(text('Draft'))), format: 'rich2', draftType: 'comment' },
        })
      ).json.draftID;
    const mine = await draft(member);
    const theirs = await draft(member2);
    const comment = (draftID: number): Promise<Json> =>
      member.post('/api/v2/comments', {
        discussionID: 20,
        body: rich2(para(text('Posted'))),
        format: 'rich2',
        draftID,
      });
    expect((await comment(theirs)).status).toBe(201);
    expect((await member2.get(`/api/v2/drafts/${theirs}`)).status).toBe(200);
    expect((await comment(mine)).status).toBe(201);
    expect((await member.get(`/api/v2/drafts/${mine}`)).status).toBe(404);
    const discussionDraft = (
      await member.post('/api/v2/drafts', {
        recordType: 'discussion',
        parentRecordType: 'category',
        parentRecordID: 1,
        attributes: { body: rich2(para(text('D'))), format: 'rich2', draftMeta: { name: 'D' } },
      })
    ).json.draftID;
    const posted = await member.post('/api/v2/discussions', {
      name: 'From a draft',
      body: rich2(para(text('D'))),
      format: 'rich2',
      categoryID: 1,
      draftID: discussionDraft,
    });
    expect(posted.status).toBe(201);
    expect((await member.get(`/api/v2/drafts/${discussionDraft}`)).status).toBe(404);
  });

  it('lists drafts with their name and plain-text excerpt only with expand=true (04 §6)', async () => {
    const plain = (await member.get('/api/v2/drafts')).json as Json[];
    expect(plain.every((d) => !('excerpt' in d) && !('name' in d))).toBe(true);
    const expanded = (await member.get('/api/v2/drafts?expand=true')).json as Json[];
    expect(expanded.find((d) => d.draftID === 1)).toMatchObject({
      name: 'An idea for the next release',
      excerpt: 'Half-written idea...',
    });
    expect(expanded.find((d) => d.draftID === 2)).toMatchObject({
      name: '(Untitled)',
      excerpt: 'I think the answer is...',
    });
    // The empty document is no comment draft at all.
    const empty = await member.post('/api/v2/drafts', {
      recordType: 'comment',
      parentRecordType: 'discussion',
      parentRecordID: 20,
      attributes: { body: rich2(para(text(''))), format: 'rich2' },
    });
    expect(empty.status).toBe(422);
  });

  it('shows the seeded rich2 discussion, made from the 04 fixtures, with every block and embed', async () => {
    const html = main((await guest.page('/discussion/20/x')).res.body);
    for (const part of [
      '<h2 data-id="here-is-a-h2-title">Here is a H2 title</h2>',
      '<h2 data-id="here-is-a-h2-title-1">Here is a H2 title</h2>',
      atMention(3, 'member'),
      '<pre class="code codeBlock language-sql" spellcheck="false" tabindex="0">Line 1\n\nLine 3',
      '<div class="spoiler"><div class="spoiler-buttonContainer" contenteditable="false">',
      '<span class="embedExternal embedImage display-small float-none" data-embedjson=',
      '<img class="embedImage-img" src="/uploads/1/checkerboard.png" alt="checkerboard.png" height="64" width="96" loading="lazy"',
      '<a href="/api/v2/media/download-by-url?url=%2Fuploads%2F2%2Fchecklist.txt" download="" aria-label="checklist.txt">checklist.txt</a>',
      '<span class="js-embed embedResponsive inlineEmbed" data-embedjson=',
      'https:\\/\\/www.youtube.com\\/embed\\/NL6CDFn2i3I?feature=oembed&amp;autoplay=1',
      'https:\\/\\/player.vimeo.com\\/video\\/76979871?autoplay=1',
      '<a href="https://vanilla.higherlogic.com/" rel="nofollow noopener ugc">',
    ])
      expect(html).toContain(part);
    const image = await guest.raw('GET', '/uploads/1/checkerboard.png');
    expect(image.headers['content-type']).toBe('image/png');
    const file = await guest.raw(
      'GET',
      '/api/v2/media/download-by-url?url=%2Fuploads%2F2%2Fchecklist.txt',
    );
    expect(file.status).toBe(302);
    expect(file.headers.location).toBe('/uploads/2/checklist.txt');
    expect((await guest.get('/api/v2/discussions/20')).json.excerpt).not.toContain(
      'Spoiler Warning',
    );
    // The first comment quotes another post with a quote embed.
    expect((await guest.page('/discussion/20/x')).res.body).toContain(
      '&quot;embedType&quot;:&quot;quote&quot;',
    );
  });
});

describe('composer pages', () => {
  it('serves /post/discussion to members with discussions.add, sign-in to guests, 403 otherwise', async () => {
    const anon = await guest.raw('GET', '/post/discussion', { headers: { accept: 'text/html' } });
    expect(anon.status).toBe(302);
    expect(anon.headers.location).toBe('/entry/signin?target=%2Fpost%2Fdiscussion');
    const bare = await member.page('/post/discussion');
    expect(bare.res.status).toBe(200);
    expect(bare.res.body).toContain('<title>New Discussion - Demo Forum</title>');
    expect(markers(bare.res.body).find((m) => m.name === 'PostDiscussion')?.props).toEqual({});
    expect(main(bare.res.body)).toContain('<noscript>');
    for (const path of ['/post/discussion/1', '/post/discussion/general']) {
      const page = await member.page(path);
      expect(page.res.status).toBe(200);
      expect(markers(page.res.body).find((m) => m.name === 'PostDiscussion')?.props).toEqual({
        categoryID: 1,
      });
    }
    // Announcements: members may comment but not start discussions; the Staff Lounge is hidden.
    expect((await member.page('/post/discussion/2')).res.status).toBe(403);
    expect((await member.page('/post/discussion/8')).res.status).toBe(403);
    expect((await moderator.page('/post/discussion/2')).res.status).toBe(200);
    expect((await member.page('/post/discussion/9999')).res.status).toBe(404);
    const refused = await banned.page('/post/discussion');
    expect(refused.res.status).toBe(403);
    expect(refused.res.body).toContain('Permission Problem');
    expect(markers(refused.res.body).map((m) => m.name)).not.toContain('PostDiscussion');
  });

  it('opens a draft of a new discussion at /post/editdiscussion/0/{draftID} for its author only', async () => {
    const page = await member.page('/post/editdiscussion/0/1');
    expect(page.res.status).toBe(200);
    expect(page.res.body).toContain('<title>New Discussion - Demo Forum</title>');
    // The draft keeps its place: the seeded draft 1 is a new discussion in category 1.
    expect(markers(page.res.body).find((m) => m.name === 'PostDiscussion')?.props).toEqual({
      draftID: 1,
      categoryID: 1,
    });
    expect((await member2.page('/post/editdiscussion/0/1')).res.status).toBe(404);
    expect((await member.page('/post/editdiscussion/0')).res.status).toBe(404);
    expect((await member.page('/post/editdiscussion/0/2')).res.status).toBe(404); // a comment draft
  });

  it('lets the author open the edit page only within the edit timeout', async () => {
    const id = (
      await member.post('/api/v2/discussions', {
        name: 'Timed',
        body: 'x',
        format: 'text',
        categoryID: 1,
      })
    ).json.discussionID;
    expect((await member.page(`/post/editdiscussion/${id}`)).res.status).toBe(200);
    sql('UPDATE discussions SET dateInserted = ? WHERE discussionID = ?', hoursAgo(2), id);
    expect((await member.page(`/post/editdiscussion/${id}`)).res.status).toBe(403);
    expect((await moderator.page(`/post/editdiscussion/${id}`)).res.status).toBe(200);
  });

  it('puts the comment box marker under the comments for members who may comment', async () => {
    const box = (html: string): Json => markers(html).find((m) => m.name === 'CommentBox');
    const page = await member.page('/discussion/20/x');
    expect(box(page.res.body)?.props).toEqual({ discussionID: 20 });
    // The legacy form is its fallback, so the page works without the widget.
    expect(main(page.res.body)).toMatch(/data-react="CommentBox"[^>]*><form class="CommentForm"/);
    expect(box((await guest.page('/discussion/20/x')).res.body)).toBeUndefined();
    expect(box((await banned.page('/discussion/20/x')).res.body)).toBeUndefined();
    expect(box((await member.page('/discussion/18/x')).res.body)).toBeUndefined(); // closed
    expect(box((await moderator.page('/discussion/18/x')).res.body)?.props).toEqual({
      discussionID: 18,
    });
  });

  // 03 §2: `post/{type}/social-groups…?groupid={id}` composes into the group; §3: the draft's
  // parent is the group and the post carries `attributes.groupID`.
  it('composes into a group: the page, the group draft and the post with attributes.groupID', async () => {
    const page = await member.page('/post/discussion/social-groups?groupid=1');
    expect(page.res.status).toBe(200);
    expect(markers(page.res.body).find((m) => m.name === 'PostDiscussion')?.props).toEqual({
      groupID: 1,
    });
    expect((await member.page('/post/discussion/social-groups?groupid=999')).res.status).toBe(404);

    const draft = await member.post('/api/v2/drafts', {
      recordType: 'discussion',
      parentRecordType: 'group',
      parentRecordID: 1,
      attributes: {
        body: rich2(para(text('Plans'))),
        format: 'rich2',
        draftType: 'discussion',
        draftMeta: { name: 'Group plans', categoryID: 1 },
        name: 'Group plans',
        groupID: 1,
      },
    });
    expect(draft.status).toBe(201);
    const reopened = await member.page(`/post/editdiscussion/0/${draft.json.draftID}`);
    expect(markers(reopened.res.body).find((m) => m.name === 'PostDiscussion')?.props).toEqual({
      draftID: draft.json.draftID,
      groupID: 1,
    });

    const posted = await member.post('/api/v2/discussions', {
      name: 'Group plans',
      body: rich2(para(text('Plans'))),
      format: 'rich2',
      categoryID: 1,
      groupID: 1,
      attributes: { groupID: 1 },
    });
    expect(posted.status).toBe(201);
    expect(posted.json.attributes).toEqual({ groupID: 1 });
    expect(
      (await guest.get(`/api/v2/discussions/${posted.json.discussionID}`)).json.attributes,
    ).toEqual({ groupID: 1 });
    const unknown = await member.post('/api/v2/discussions', {
      name: 'Nowhere',
      body: 'x',
      format: 'text',
      categoryID: 1,
      attributes: { groupID: 999 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual([expect.objectContaining({ field: 'attributes.groupID' })]);
  });

  it('answers every API call checked here as api/openapi.yaml describes it', () => {
    expect(contractViolations(h)).toEqual([]);
  });
});
