/**
 * Per-widget hydration for lookup-hydrate (api/layouts.ts): each function gets the stored props
 * (params already filled) and returns the props the widget renders, with data from the database
 * and links to real demo-host pages. Props a site manager set (title, apiParams…) are kept.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { avatarPath, profilePath } from '../lib/urls.ts';
import {
  categoryChain,
  categoryContext,
  getCategory,
  serializeCategory,
} from '../model/categories.ts';
import { serializeComments } from '../model/comments.ts';
import { COMMENT_SORTS, commentOptions, DEFAULT_COMMENT_SORT, listComments } from './comments.ts';
import { listDiscussions } from './discussions.ts';
import { serializeOne, visibleDiscussion } from './discussionAccess.ts';

export interface HydrateEnv {
  ctx: AppContext;
  req: FastifyRequest;
  origin: string;
  params: Record<string, string | number>;
  viewType: string;
  /** A custom page's name and path (its breadcrumb). */
  page?: { name: string; url: string };
}

type Props = Record<string, unknown>;
type Hydrator = (props: Props, env: HydrateEnv) => Props;

const COMMENTS_PER_PAGE = 30;

interface UserRow {
  userID: number;
  name: string;
  title: string | null;
}

function spotlightUser(env: HydrateEnv, u: UserRow): Props {
  return {
    userID: u.userID,
    name: u.name,
    url: `${env.origin}${profilePath(u.name)}`,
    photoUrl: `${env.origin}${avatarPath(u.userID)}`,
    ...(u.title ? { label: u.title } : {}),
  };
}

const LISTED_USER = 'u.deleted = 0 AND u.private = 0 AND u.banned = 0';

/** Visible, unarchived categories as home widget items: children of `parentID` (undefined: all). */
function visibleCategories(env: HydrateEnv, parentID: number | null | undefined): Props[] {
  const cctx = categoryContext(env.ctx.db, env.req.viewer.userID, env.origin);
  return cctx.all
    .filter((c) => (parentID === undefined || c.parentCategoryID === parentID) && !c.isArchived)
    .filter((c) => env.req.perms.inCategory('discussions.view', c.categoryID))
    .map((c) => {
      const s = serializeCategory(c, cctx);
      return {
        categoryID: c.categoryID,
        to: s.url,
        name: c.name,
        description: c.description ?? '',
        counts: [
          { labelCode: 'discussions', count: s.countAllDiscussions },
          { labelCode: 'comments', count: s.countAllComments },
        ],
      };
    });
}

function homeItems(items: Props[]): Props[] {
  return items.map(({ categoryID: _id, ...item }) => item);
}

function discussionItems(env: HydrateEnv, query: Record<string, unknown>): Props[] {
  const r = listDiscussions(env.ctx, env.req, { limit: 5, page: 1, ...query });
  return r.items.map((d) => ({
    discussionID: d.discussionID,
    name: d.name,
    url: d.url,
    excerpt: typeof d.excerpt === 'string' ? d.excerpt : undefined,
    dateInserted: d.dateInserted,
  }));
}

function currentDiscussion(env: HydrateEnv): Props | undefined {
  const id = Number(env.params.discussionID);
  if (!id) return undefined;
  const row = visibleDiscussion(env.ctx, env.req, id);
  return serializeOne(env.ctx, env.req, row, [
    'insertUser.signature',
    'category',
    'breadcrumbs',
    'tags',
  ]);
}

const postAsset =
  (extra?: (d: Props, env: HydrateEnv) => Props): Hydrator =>
  (props, env) => {
    const d = currentDiscussion(env);
    if (!d) return props;
    return {
      discussionID: d.discussionID,
      discussion: d,
      ...(extra ? extra(d, env) : {}),
      ...props,
    };
  };

export const HYDRATORS: Record<string, Hydrator> = {
  Breadcrumbs: (p, env) => {
    if (p.crumbs) return p;
    const home = { name: 'Home', url: `${env.origin}/` };
    const categoryID = Number(env.params.categoryID);
    if (categoryID) {
      const chain = categoryChain(categoryContext(env.ctx.db, 0, env.origin).all, categoryID);
      return {
        crumbs: [
          home,
          ...chain.map((c) => ({ name: c.name, url: `${env.origin}/categories/${c.urlcode}` })),
        ],
      };
    }
    if (env.page)
      return { crumbs: [home, { name: env.page.name, url: `${env.origin}${env.page.url}` }] };
    if (env.viewType === 'categoryList')
      return { crumbs: [home, { name: 'Categories', url: `${env.origin}/categories` }] };
    return { crumbs: [home, { name: 'Discussions', url: `${env.origin}/discussions` }] };
  },
  QuickLinks: (p, env) =>
    p.links
      ? p
      : {
          ...p,
          links: [
            { name: 'All Discussions', url: `${env.origin}/discussions` },
            { name: 'Categories', url: `${env.origin}/categories` },
            { name: 'Search', url: `${env.origin}/search` },
            ...(env.req.viewer.signedIn
              ? [{ name: 'My Drafts', url: `${env.origin}/drafts` }]
              : []),
          ],
        },
  Categories: (p, env) =>
    p.itemData
      ? p
      : {
          ...p,
          itemData: homeItems(
            visibleCategories(env, env.params.categoryID ? Number(env.params.categoryID) : null),
          ),
        },
  Tags: (p, env) => {
    if (p.tags) return p;
    const rows = env.ctx.db
      .prepare(
        `SELECT t.tagID, t.name, (SELECT COUNT(*) FROM discussion_tags dt WHERE dt.tagID = t.tagID) AS countDiscussions
         FROM tags t WHERE t.type = '' ORDER BY countDiscussions DESC, t.name LIMIT 12`,
      )
      .all() as { tagID: number; name: string; countDiscussions: number }[];
    return {
      ...p,
      tags: rows.map((t) => ({ ...t, url: `${env.origin}/discussions?tagID=${t.tagID}` })),
    };
  },
  // The demo "feed" is the announcements category, read by the server.
  Rss: (p, env) =>
    p.items
      ? p
      : {
          ...p,
          items: discussionItems(env, { categoryID: 2 }).map((d) => ({
            title: d.name,
            url: d.url,
            date: d.dateInserted,
            ...(d.excerpt ? { description: d.excerpt } : {}),
          })),
        },
  UserSpotlight: (p, env) => {
    const { userID, ...rest } = p;
    const u = env.ctx.db
      .prepare(`SELECT userID, name, title FROM users u WHERE userID = ? AND ${LISTED_USER}`)
      .get(Number(userID)) as UserRow | undefined;
    return u ? { ...rest, user: spotlightUser(env, u) } : { ...rest, user: undefined };
  },
  RoleSpotlight: (p, env) => {
    const roleID = Number(p.roleID);
    const role = env.ctx.db.prepare('SELECT name FROM roles WHERE roleID = ?').get(roleID) as
      { name: string } | undefined;
    const users = env.ctx.db
      .prepare(
        `SELECT u.userID, u.name, u.title FROM users u JOIN user_roles r ON r.userID = u.userID
         WHERE r.roleID = ? AND ${LISTED_USER} ORDER BY u.name LIMIT 10`,
      )
      .all(roleID) as UserRow[];
    return {
      ...p,
      roleID,
      roleName: role?.name ?? '',
      users: users.map((u) => spotlightUser(env, u)),
    };
  },
  SiteTotals: (p, env) => {
    const count = (sql: string): number => (env.ctx.db.prepare(sql).get() as { n: number }).n;
    return {
      ...p,
      totals: [
        {
          recordType: 'discussion',
          label: 'Discussions',
          count: count('SELECT COUNT(*) AS n FROM discussions'),
        },
        {
          recordType: 'comment',
          label: 'Comments',
          count: count('SELECT COUNT(*) AS n FROM comments'),
        },
        {
          recordType: 'user',
          label: 'Members',
          count: count('SELECT COUNT(*) AS n FROM users WHERE deleted = 0'),
        },
        {
          recordType: 'category',
          label: 'Categories',
          count: count('SELECT COUNT(*) AS n FROM categories'),
        },
      ],
    };
  },
  NewPostMenu: (p, env) =>
    p.items
      ? p
      : {
          ...p,
          items: [
            {
              id: 'discussion',
              label: 'New Discussion',
              url: `${env.origin}/post/discussion`,
              type: 'discussion',
            },
            {
              id: 'question',
              label: 'Ask a Question',
              url: `${env.origin}/post/discussion/help`,
              type: 'question',
            },
          ],
        },
  // Points: 2 per discussion, 1 per comment (the demo has no badges).
  Leaderboard: (p, env) => {
    const rows = env.ctx.db
      .prepare(
        `SELECT u.userID, u.name, u.title,
           (SELECT COUNT(*) FROM discussions d WHERE d.insertUserID = u.userID) * 2 +
           (SELECT COUNT(*) FROM comments c WHERE c.insertUserID = u.userID) AS points
         FROM users u WHERE ${LISTED_USER} ORDER BY points DESC, u.name LIMIT 5`,
      )
      .all() as (UserRow & { points: number })[];
    return { ...p, leaders: rows.map((r) => ({ user: spotlightUser(env, r), points: r.points })) };
  },
  // The discussion list's filter and page from the address (/discussions?tagID=…).
  // The first page of the list too, as the legacy lists preload it: the list paints at once.
  Discussions: (p, env) => {
    const api = { ...(p.apiParams as Props | undefined) };
    if (env.params.tagID && /^\d{1,9}$/.test(String(env.params.tagID)))
      api.tagID = Number(env.params.tagID);
    if (p.discussions) return { ...p, apiParams: api };
    // As the API's query schema would coerce them: digit strings are numbers.
    const coerced = Object.fromEntries(
      Object.entries(api).map(([k, v]) => [
        k,
        typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v,
      ]),
    );
    const query = {
      ...coerced,
      limit: Number(api.limit) || 30,
      page: Number(api.page) || 1,
      expand: ['insertUser', 'lastUser', 'breadcrumbs', 'category'],
    };
    try {
      const r = listDiscussions(env.ctx, env.req, query as never);
      return {
        ...p,
        apiParams: query,
        discussions: r.items,
        paging: { currentPage: query.page, limit: query.limit, total: r.total },
      };
    } catch {
      return { ...p, apiParams: api }; // A bad query: the widget asks the API and shows its error.
    }
  },
  FeaturedCollections: (p, env) => {
    const { collectionID, ...rest } = p;
    const c = env.ctx.db
      .prepare('SELECT collectionID, name FROM collections WHERE collectionID = ?')
      .get(Number(collectionID)) as { collectionID: number; name: string } | undefined;
    if (!c) return { ...rest, collection: { collectionID: 0, name: '', records: [] } };
    const recs = env.ctx.db
      .prepare(
        'SELECT recordType, recordID FROM collection_records WHERE collectionID = ? ORDER BY sort',
      )
      .all(c.collectionID) as { recordType: string; recordID: number }[];
    const cats = visibleCategories(env, undefined);
    const records = recs.flatMap((r) => {
      if (r.recordType === 'discussion') {
        const [d] = discussionItems(env, { discussionID: String(r.recordID) });
        return d
          ? [
              {
                recordID: r.recordID,
                recordType: 'discussion',
                record: { to: d.url, name: d.name, description: d.excerpt ?? '' },
              },
            ]
          : [];
      }
      if (r.recordType === 'category') {
        const cat = cats.find((x) => x.categoryID === r.recordID);
        if (!cat) return [];
        const { categoryID: _id, ...record } = cat;
        return [{ recordID: r.recordID, recordType: 'category', record }];
      }
      return [];
    });
    return { ...rest, collection: { collectionID: c.collectionID, name: c.name, records } };
  },
  SuggestedContent: (p, env) => {
    const exclude = Number(env.params.discussionID) || 0;
    const discussions = discussionItems(env, { sort: '-countComments', limit: 6 })
      .filter((d) => d.discussionID !== exclude)
      .slice(0, 5)
      .map(({ dateInserted: _d, ...d }) => d);
    return { ...p, discussions, categories: homeItems(visibleCategories(env, null).slice(0, 3)) };
  },
  // Post assets (layoutTypes.ts, PostAssetProps…): the discussion's ID and its GET /discussions/{id}.
  OriginalPost: postAsset(),
  PostMeta: postAsset(),
  PostTags: postAsset(),
  Attachments: postAsset(() => ({ attachments: [] })),
  SuggestedAnswers: postAsset(() => ({ suggestions: [] })),
  CreateComment: (p, env) =>
    env.params.discussionID ? { discussionID: Number(env.params.discussionID), ...p } : p,
  CreatePostForm: (p, env) =>
    env.params.categoryID ? { categoryID: Number(env.params.categoryID), ...p } : p,
  // The page of comments too, as the legacy post page preloads it: the thread paints at once.
  CommentThread: postAsset((d, env) => {
    const page = Number(env.params.page) || 1;
    const sort = COMMENT_SORTS.includes(String(env.params.sort))
      ? String(env.params.sort)
      : DEFAULT_COMMENT_SORT;
    const { rows, total } = listComments(env.ctx, Number(d.discussionID), sort, {
      limit: COMMENTS_PER_PAGE,
      offset: (page - 1) * COMMENTS_PER_PAGE,
    });
    const comments = serializeComments(
      env.ctx.db,
      rows,
      commentOptions(env.ctx, env.req, ['insertUser.signature']),
    );
    return { page, sort, limit: COMMENTS_PER_PAGE, comments, totalComments: total };
  }),
  // The follow dropdown's name and address, so it needs no request.
  CategoryFollow: (p, env) => {
    const c = getCategory(env.ctx.db, Number(p.categoryID));
    return c ? { ...p, name: c.name, url: `${env.origin}/categories/${c.urlcode}` } : p;
  },
};
