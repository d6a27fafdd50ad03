/** The legacy discussion list (server fallback inside the DiscussionList marker). */
import { esc } from '../lib/html.ts';
import { dateHtml, userLink } from './html.ts';

type Item = Record<string, unknown> & {
  discussionID: number;
  name: string;
  url: string;
  countComments: number;
  countViews: number;
};

export function discussionListHtml(
  items: Record<string, unknown>[],
  emptyText = 'No discussions were found.',
): string {
  if (!items.length) return `<p class="Empty">${esc(emptyText)}</p>`;
  const rows = (items as Item[]).map((d) => {
    const path = new URL(d.url).pathname;
    const user = d.insertUser as { userID: number; name: string } | undefined;
    const cat = d.category as { name: string; url: string } | undefined;
    const tags = (d.tags as { tagID: number; name: string }[] | undefined) ?? [];
    const badges = [
      d.pinned ? '<span class="Tag Tag-Announcement">Announcement</span>' : '',
      d.closed ? '<span class="Tag Tag-Closed">Closed</span>' : '',
      d.type === 'question'
        ? `<span class="Tag Tag-Question">${d.statusID === 3 ? 'Answered ✓' : d.statusID === 2 ? 'Answered' : 'Question'}</span>`
        : '',
      d.unread ? '<span class="Tag Tag-New">New</span>' : '',
    ].join('');
    return `<li class="ItemDiscussion${d.pinned ? ' Announcement' : ''}${d.closed ? ' Closed' : ''}" id="Discussion_${d.discussionID}">
  <a class="Title" href="${esc(path)}">${esc(d.name)}</a> ${badges}
  <div class="Meta">
    ${user ? `<span>Started by ${userLink(user)}</span>` : ''}
    ${cat ? `<span>in <a href="${esc(new URL(cat.url).pathname)}">${esc(cat.name)}</a></span>` : ''}
    <span>${d.countComments} comments</span> <span>${d.countViews} views</span> <span>score ${esc(d.score)}</span>
    <span>last activity ${dateHtml(d.dateLastComment as string)}</span>
    ${tags.map((t) => `<a class="Tag" href="/discussions?tagID=${t.tagID}">${esc(t.name)}</a>`).join(' ')}
  </div>
</li>`;
  });
  return `<ul class="DataList Discussions">${rows.join('\n')}</ul>`;
}
