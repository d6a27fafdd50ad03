import { qnaLabel } from '@/features/discussions/discussionView';
import { pointsLabel } from '@/features/reactions/components/pointsLabel';
import { localPath, tagUrl, visibleTags } from '@/features/discussions/components/itemLabels';
import {
  canShareNatively,
  messageHref,
  shareUrl,
} from '@/features/discussions/components/shareLinks';

describe('item labels', () => {
  const q = (statusID: number) =>
    qnaLabel({ discussionID: 1, name: 'x', categoryID: 1, type: 'question', statusID });
  it("labels questions 'Question', 'Answered' and 'Answered ✓'", () => {
    expect(q(1)).toBe('Question');
    expect(q(4)).toBe('Question');
    expect(q(2)).toBe('Answered');
    expect(q(3)).toBe('Answered ✓');
    expect(qnaLabel({ discussionID: 1, name: 'x', categoryID: 1, type: 'discussion' })).toBe(
      undefined,
    );
  });
  it("says '%s point' for 0 and '%s points' otherwise", () => {
    expect(pointsLabel(0)).toBe('0 point');
    expect(pointsLabel(1)).toBe('1 points');
    expect(pointsLabel(-2)).toBe('-2 points');
  });
  it("shows at most 3 tags, and tags of type 'User' only when tagging is enabled", () => {
    const tags = [1, 2, 3, 4].map((tagID) => ({ tagID, name: `t${tagID}`, type: 'User' }));
    expect(visibleTags(tags, true).map((tag) => tag.tagID)).toEqual([1, 2, 3]);
    expect(visibleTags(tags, false)).toEqual([]);
    expect(visibleTags(tags, true, 10)).toHaveLength(3);
    expect(visibleTags(tags, true, 1)).toHaveLength(1);
    expect(tagUrl({ tagID: 7, name: 'x' })).toBe('/discussions?tagID=7');
  });
});

describe('item links', () => {
  it('keeps a server link on the page origin, with its query and hash', () => {
    expect(localPath('https://forum.test/discussion/5/x?p=2#c', '/d')).toBe(
      '/discussion/5/x?p=2#c',
    );
    expect(localPath(undefined, '/discussion/5')).toBe('/discussion/5');
  });
  it('gives no link at all for an unsafe one (01 §5), so it is not clickable', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.test/x',
    ])
      expect(localPath(unsafe, '/discussion/5')).toBeUndefined();
  });
});

describe('share links', () => {
  it('marks the link as a community share', () => {
    expect(shareUrl('/discussion/5/x', 'https://f.test')).toBe(
      'https://f.test/discussion/5/x?utm_source=community-share',
    );
  });
  it("prefills a message with 'Check out this post:' and the link", () => {
    expect(decodeURIComponent(messageHref('https://f.test/d'))).toBe(
      '/messages/add?content=Check out this post: https://f.test/d',
    );
  });
  it('uses native sharing only on Android and iOS when supported', () => {
    const share = (): void => {};
    expect(canShareNatively({ userAgent: 'Mozilla (Linux; Android 14)', share })).toBe(true);
    expect(canShareNatively({ userAgent: 'Mozilla (iPhone; CPU iPhone OS 17)', share })).toBe(true);
    expect(canShareNatively({ userAgent: 'Mozilla (Windows NT 10.0)', share })).toBe(false);
    expect(canShareNatively({ userAgent: 'Mozilla (Android 14)' })).toBe(false);
  });
});
