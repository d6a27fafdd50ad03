/**
 * The demo layouts (issue 21): home, discussion list, category list, a category page and a post
 * page, which together use every layout widget of src/features/layouts/layoutTypes.ts, plus one
 * custom fragment, one redirecting category layout and the custom page 'Community guide'. Props hold only what a site manager
 * would configure; `{ $hydrate: 'param', ref }` placeholders and each widget's data are filled by
 * lookup-hydrate from the database (demo-host/api/layouts.ts), so links lead to real pages.
 */
import type { Db } from '../db/database.ts';
import { hoursBefore } from './content.ts';

type Node = {
  $reactComponent: string;
  $reactProps?: Record<string, unknown>;
  $fragmentImpl?: unknown;
};

const param = (ref: string): Record<string, string> => ({ $hydrate: 'param', ref });
const w = (name: string, props: Record<string, unknown> = {}): Node => ({
  $reactComponent: name,
  $reactProps: props,
});

/** The seeded custom fragment (also what the fragment tests break). */
export const DEMO_FRAGMENT_UUID = '8a1f0c2e-5b7d-4e3a-9c61-2f4d8e0b7a15';

/**
 * A classic script, as a theme developer writes one: it registers the component
 * `fragment:{uuid}` with the page's React (ForumWidgets.runtime()); it renders text only.
 */
const FRAGMENT_JS = `// Demo custom fragment: the call to action as a dashed box.
(function () {
  var FW = window.ForumWidgets;
  if (!FW) return;
  FW.registerLazy('fragment:${DEMO_FRAGMENT_UUID}', function () {
    return FW.runtime().then(function (rt) {
      var h = rt.React.createElement;
      return function DemoFragment(props) {
        var button = props && props.button;
        var url = button && typeof button.url === 'string' && button.url.charAt(0) === '/' ? button.url : null;
        return h('div', { className: 'demoFragment' },
          h('h2', null, String((props && props.title) || '')),
          props && props.description ? h('p', null, String(props.description)) : null,
          url ? h('a', { className: 'demoFragment-button', href: url }, String(button.title || '')) : null);
      };
    });
  });
})();
`;

const FRAGMENT_CSS = `.demoFragment { border: 2px dashed #5b6cff; border-radius: 8px; padding: 16px; }
.demoFragment h2 { margin: 0 0 8px; font-size: 1.25rem; }
.demoFragment-button { display: inline-block; padding: 6px 14px; border-radius: 6px; background: #3949c9; color: #fff; }
`;

const HOME: Node[] = [
  w('SectionOneColumn', {
    children: [
      w('Banner', {
        description: 'Search the community, or browse the latest discussions.',
        showSearch: true,
      }),
    ],
  }),
  w('SectionTwoColumns', {
    mainTop: [w('Discussions', { title: 'Recent Discussions', apiParams: { limit: 5 } })],
    mainBottom: [
      w('Categories', {
        title: 'Categories',
        containerOptions: {
          maxColumnCount: 3,
          displayType: 'grid',
          viewAll: { to: '/categories' },
        },
        itemOptions: { contentType: 'title-description' },
      }),
    ],
    secondaryTop: [
      w('NewPostMenu'),
      w('GuestCallToAction', {
        title: 'Welcome!',
        description: 'Sign in or register to take part in the discussions.',
      }),
      w('SiteTotals', { title: 'Community' }),
    ],
    secondaryBottom: [
      w('Leaderboard', { title: 'Top Members' }),
      w('Tags', { title: 'Popular Tags' }),
    ],
  }),
  w('SectionEvenColumns', {
    columns: [
      [w('FeaturedCollections', { title: 'Featured', collectionID: 1 })],
      [w('UserSpotlight', { title: 'Member Spotlight', userID: 8 })],
      [w('RoleSpotlight', { title: 'Our Moderators', roleID: 32 })],
    ],
  }),
  w('SectionOneColumn', {
    children: [
      {
        ...w('CallToAction', {
          title: 'Have a question?',
          description: 'Ask the community; most questions get an answer within a day.',
          button: { title: 'Start a Discussion', url: '/post/discussion' },
        }),
        $fragmentImpl: { fragmentUUID: DEMO_FRAGMENT_UUID },
      },
    ],
  }),
];

const DISCUSSION_LIST: Node[] = [
  w('SectionOneColumn', {
    children: [
      w('Breadcrumbs'),
      w('Search', { title: 'Search', placeholder: 'Search discussions' }),
    ],
  }),
  w('SectionThreeColumns', {
    leftTop: [w('QuickLinks', { title: 'Quick Links' })],
    middleTop: [w('Discussions', { title: 'Recent Discussions', apiParams: { limit: 30 } })],
    rightTop: [w('Rss', { title: 'Announcements Feed' })],
    rightBottom: [w('SuggestedContent', { title: 'Suggested For You' })],
  }),
  w('SectionOneColumn', {
    children: [
      w('Html', {
        title: 'Community Guidelines',
        html: '<p>Be kind, stay on topic and <strong>search before you post</strong>. Read the <a href="/categories/announcements">announcements</a> for news.</p>',
        css: '.guidelines-note { font-style: italic; }',
      }),
      w('CallToAction', {
        title: 'Browse by category',
        button: { title: 'All Categories', url: '/categories' },
      }),
    ],
  }),
];

const CATEGORY_LIST: Node[] = [
  w('SectionOneColumn', {
    children: [
      w('Breadcrumbs'),
      w('Categories', {
        title: 'All Categories',
        containerOptions: { displayType: 'list' },
        itemOptions: { contentType: 'title-description' },
      }),
    ],
  }),
];

const CATEGORY: Node[] = [
  w('SectionTwoColumns', {
    breadcrumbs: [w('Breadcrumbs')],
    mainTop: [w('CategoryFollow', { categoryID: param('categoryID') })],
    mainBottom: [
      w('Discussions', {
        apiParams: { categoryID: param('categoryID'), limit: 30, page: param('page') },
      }),
    ],
    secondaryTop: [
      w('Categories', {
        title: 'Subcategories',
        itemOptions: { contentType: 'title-description' },
      }),
    ],
    secondaryBottom: [w('Tags', { title: 'Tags' })],
  }),
];

const POST: Node[] = [
  w('SectionTwoColumns', {
    breadcrumbs: [w('Breadcrumbs')],
    mainTop: [w('OriginalPost'), w('Attachments')],
    mainBottom: [
      w('SuggestedAnswers'),
      w('CommentThread'),
      w('Tabs', {
        tabs: [
          { label: 'Reply', children: [w('CreateComment')] },
          { label: 'New Discussion', children: [w('CreatePostForm')] },
        ],
      }),
    ],
    secondaryTop: [
      w('CategoryFollow', { categoryID: param('categoryID') }),
      w('PostMeta'),
      w('PostTags'),
    ],
    secondaryBottom: [w('SuggestedContent', { title: 'Related Discussions' })],
  }),
];

/** The custom page `/page/community-guide` (customPageID 1, config `customLayout.customPages`). */
export const COMMUNITY_GUIDE_ID = 1;

const COMMUNITY_GUIDE: Node[] = [
  w('SectionTwoColumns', {
    breadcrumbs: [w('Breadcrumbs')],
    mainTop: [
      w('Html', {
        title: 'Community guide',
        html: `<p>Welcome! A few habits keep this forum useful for everyone:</p>
<ul>
<li><strong>Search first.</strong> Your question may already have an answer.</li>
<li><strong>One topic per discussion,</strong> in the category it belongs to.</li>
<li><strong>Mark the answer</strong> that solved your question, so the next reader finds it.</li>
<li><strong>Be kind.</strong> Disagree with ideas, never with people.</li>
</ul>
<p>Moderators may move, close or remove posts that do not follow this guide.</p>`,
      }),
      w('CallToAction', {
        title: 'Ready to take part?',
        description: 'Start a discussion in the category that fits it best.',
        button: { title: 'Start a Discussion', url: '/post/discussion' },
      }),
    ],
    mainBottom: [w('Discussions', { title: 'Recent Discussions', apiParams: { limit: 5 } })],
    secondaryTop: [w('QuickLinks', { title: 'Quick Links' })],
    secondaryBottom: [w('Tags', { title: 'Popular Tags' })],
  }),
];

export interface SeedLayout {
  layoutID: number;
  layoutViewType: string;
  recordType: string;
  recordID: string;
  name: string;
  layout: Node[];
  redirectTo?: string;
}

export const SEED_LAYOUTS: SeedLayout[] = [
  {
    layoutID: 1,
    layoutViewType: 'home',
    recordType: 'global',
    recordID: '-1',
    name: 'Home',
    layout: HOME,
  },
  {
    layoutID: 2,
    layoutViewType: 'discussionList',
    recordType: 'global',
    recordID: '-1',
    name: 'Discussions',
    layout: DISCUSSION_LIST,
  },
  {
    layoutID: 3,
    layoutViewType: 'categoryList',
    recordType: 'global',
    recordID: '-1',
    name: 'Categories',
    layout: CATEGORY_LIST,
  },
  {
    layoutID: 4,
    layoutViewType: 'discussionCategoryPage',
    recordType: 'category',
    recordID: '-1',
    name: 'Category page',
    layout: CATEGORY,
  },
  {
    layoutID: 5,
    layoutViewType: 'post',
    recordType: 'discussion',
    recordID: '-1',
    name: 'Post page',
    layout: POST,
  },
  {
    layoutID: 6,
    layoutViewType: 'discussionCategoryPage',
    recordType: 'category',
    recordID: '10',
    name: 'Archive (moved)',
    layout: [],
    redirectTo: '/categories/off-topic',
  },
  {
    layoutID: 7,
    layoutViewType: 'customPage',
    recordType: 'customPage',
    recordID: String(COMMUNITY_GUIDE_ID),
    name: 'Community guide',
    layout: COMMUNITY_GUIDE,
  },
];

/**
 * Inserts the demo layouts and fragment. `missingOnly` keeps what a database has and adds only the
 * rows it lacks (a database seeded before a layout was added to this file).
 */
export function seedLayouts(db: Db, { missingOnly = false } = {}): void {
  const insertInto = missingOnly ? 'INSERT OR IGNORE INTO' : 'INSERT INTO';
  const insert = db.prepare(
    `${insertInto} layouts (layoutID, layoutViewType, recordType, recordID, name, layout, redirectTo, dateInserted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const l of SEED_LAYOUTS)
    insert.run(
      l.layoutID,
      l.layoutViewType,
      l.recordType,
      l.recordID,
      l.name,
      JSON.stringify(l.layout),
      l.redirectTo ?? null,
      hoursBefore(300),
    );
  db.prepare(
    `${insertInto} fragments (fragmentUUID, name, js, css, dateInserted) VALUES (?, ?, ?, ?, ?)`,
  ).run(DEMO_FRAGMENT_UUID, 'Dashed call to action', FRAGMENT_JS, FRAGMENT_CSS, hoursBefore(300));
}
