/** Fixed texts for the seed: categories, tags, titles and bodies. */
export const SEED_BASE_DATE = Date.parse('2025-06-01T12:00:00.000Z');

export function hoursBefore(hours: number): string {
  return new Date(SEED_BASE_DATE - hours * 3600_000).toISOString();
}

export interface SeedCategory {
  categoryID: number;
  parentCategoryID: number | null;
  name: string;
  urlcode: string;
  description: string;
  displayAs: 'discussions' | 'categories' | 'flat' | 'heading';
  /** Own permission rows (a junction) or inherited (-1, or the parent's junction). */
  permissionCategoryID: number;
  isArchived?: boolean;
}

export const CATEGORIES: SeedCategory[] = [
  {
    categoryID: 1,
    parentCategoryID: null,
    name: 'General',
    urlcode: 'general',
    description: 'Talk about anything related to the product.',
    displayAs: 'discussions',
    permissionCategoryID: -1,
  },
  {
    categoryID: 2,
    parentCategoryID: null,
    name: 'Announcements',
    urlcode: 'announcements',
    description: 'News from the team. Members can read and comment; only staff can post.',
    displayAs: 'discussions',
    permissionCategoryID: 2,
  },
  {
    categoryID: 3,
    parentCategoryID: null,
    name: 'Help & Support',
    urlcode: 'help',
    description: 'Ask questions and get answers from the community.',
    displayAs: 'discussions',
    permissionCategoryID: -1,
  },
  {
    categoryID: 4,
    parentCategoryID: 3,
    name: 'Installation',
    urlcode: 'installation',
    description: 'Getting set up.',
    displayAs: 'discussions',
    permissionCategoryID: -1,
  },
  {
    categoryID: 5,
    parentCategoryID: 3,
    name: 'Troubleshooting',
    urlcode: 'troubleshooting',
    description: 'When things go wrong.',
    displayAs: 'discussions',
    permissionCategoryID: -1,
  },
  {
    categoryID: 6,
    parentCategoryID: null,
    name: 'Feedback & Ideas',
    urlcode: 'feedback',
    description: 'Tell us what to build next.',
    displayAs: 'discussions',
    permissionCategoryID: -1,
  },
  {
    categoryID: 7,
    parentCategoryID: null,
    name: 'Off-Topic',
    urlcode: 'off-topic',
    description: 'Everything else.',
    displayAs: 'discussions',
    permissionCategoryID: -1,
  },
  {
    categoryID: 8,
    parentCategoryID: null,
    name: 'Staff Lounge',
    urlcode: 'staff-lounge',
    description: 'Private to moderators and administrators.',
    displayAs: 'discussions',
    permissionCategoryID: 8,
  },
  {
    categoryID: 9,
    parentCategoryID: 8,
    name: 'Moderation Notes',
    urlcode: 'moderation-notes',
    description: 'Inherits the Staff Lounge permissions.',
    displayAs: 'discussions',
    permissionCategoryID: 8,
  },
  {
    categoryID: 10,
    parentCategoryID: null,
    name: 'Archive',
    urlcode: 'archive',
    description: 'Old discussions, read only.',
    displayAs: 'discussions',
    permissionCategoryID: -1,
    isArchived: true,
  },
];

export const TAGS = [
  'Getting Started',
  'Bug',
  'Feature Request',
  'How To',
  'Performance',
  'Design',
  'API',
  'Mobile',
  'Security',
  'Release',
];

export const REACTION_TYPES = [
  { tagID: 101, urlcode: 'Up', name: 'Vote Up', class: 'Positive', points: 1 },
  { tagID: 102, urlcode: 'Down', name: 'Vote Down', class: 'Negative', points: -1 },
  { tagID: 103, urlcode: 'Like', name: 'Like', class: 'Positive', points: 1 },
  { tagID: 104, urlcode: 'LOL', name: 'LOL', class: 'Positive', points: 0 },
  { tagID: 105, urlcode: 'Awesome', name: 'Awesome', class: 'Positive', points: 1 },
  { tagID: 106, urlcode: 'Insightful', name: 'Insightful', class: 'Positive', points: 1 },
  { tagID: 107, urlcode: 'Agree', name: 'Agree', class: 'Positive', points: 1 },
  { tagID: 108, urlcode: 'Disagree', name: 'Disagree', class: 'Negative', points: 0 },
  { tagID: 109, urlcode: 'Spam', name: 'Spam', class: 'Flag', points: 0 },
  { tagID: 110, urlcode: 'Abuse', name: 'Abuse', class: 'Flag', points: 0 },
];

const SUBJECTS = [
  'the dark mode toggle',
  'email digests',
  'the mobile app',
  'category permissions',
  'SSO sign-in',
  'the search page',
  'file uploads',
  'notifications',
  'the API rate limit',
  'theme variables',
  'user mentions',
  'badges',
  'the leaderboard',
  'private messages',
  'embedding the forum',
  'tag pages',
  'RSS feeds',
  'the editor toolbar',
  'spam filtering',
  'page load times',
];
const PATTERNS = [
  'How do I configure %s?',
  'Feedback on %s',
  'Problem with %s after the update',
  'Tips for %s',
];

/** 64 distinct deterministic discussion titles. */
export function discussionTitles(): string[] {
  const titles: string[] = [];
  for (let i = 0; titles.length < 64; i++) {
    const subject = SUBJECTS[i % SUBJECTS.length] ?? 'the forum';
    const pattern = PATTERNS[Math.floor(i / SUBJECTS.length) % PATTERNS.length] ?? '%s';
    const title = pattern.replace('%s', subject);
    titles.push(title.charAt(0).toUpperCase() + title.slice(1));
  }
  return titles;
}

export const BODIES = [
  '<p>I have been looking into this for a while. Has anyone else run into it? Any pointers are welcome.</p>',
  '<p>Here is what I tried so far:</p><ul><li>Cleared the cache</li><li>Signed out and back in</li><li>Tried another browser</li></ul><p>No luck yet.</p>',
  '<p>Short version: it <strong>works</strong>, but it could be <em>much</em> smoother. See the <a href="/discussions">other threads</a> too.</p>',
  '<p>Steps to reproduce:</p><ol><li>Open the page</li><li>Click the button</li></ol><p>Expected the dialog; got nothing. Console says <code>TypeError: x is undefined</code>.</p>',
  '<blockquote><p>Quoting the docs: settings are cached for five minutes.</p></blockquote><p>Does that apply here as well?</p>',
  '<p>Sharing my setup in case it helps someone:</p><pre><code>theme: demo-blue\ncache: true</code></pre>',
];

export const COMMENTS = [
  '<p>Same here, following this thread.</p>',
  '<p>Have you tried turning it off and on again? Worked for me.</p>',
  '<p>This is documented in the <a href="https://example.com/docs">help center</a>.</p>',
  '<p>+1, would love to see this improved.</p>',
  '<p>I can reproduce it on my side too, on <strong>Firefox</strong> and Chrome.</p>',
  '<p>Thanks, that fixed it!</p>',
  '<p>Interesting idea. What would happen to existing data?</p>',
  '<p>Posting a literal tag to check escaping: &lt;script&gt;alert(1)&lt;/script&gt; shows as text.</p>',
];
