/**
 * The `$reactProps` each layout widget takes (03 §2 'Widgets and layout assets'). Part of the layout
 * contract of ./layoutTypes, which re-exports everything here.
 */
import type { LayoutNode } from './layoutNode';

// Widget props. Every widget also accepts the common header props.

export interface WidgetHeaderProps {
  title?: string;
  subtitle?: string;
  description?: string;
}

export interface LinkItem {
  name: string;
  url: string;
}

/** 03 §2 'Home widget content types'. */
export type HomeWidgetContentType =
  | 'title-description'
  | 'title-description-image'
  | 'title-description-icon'
  | 'title-background'
  | 'title-background-description'
  | 'title-chat-bubble';

/** One card of a home widget (categories, featured collections, suggested content…). */
export interface HomeWidgetItem {
  to: string;
  name: string;
  description?: string;
  imageUrl?: string;
  iconUrl?: string;
  counts?: Array<{ labelCode: string; count: number }>;
}

export interface HomeWidgetOptions {
  containerOptions?: {
    /** Capped at 4 (image/icon/background types) or 3 (others); 1 for `list` (03 §9). */
    maxColumnCount?: number;
    displayType?: 'grid' | 'list' | 'carousel';
    viewAll?: { to: string; name?: string };
  };
  itemOptions?: {
    contentType?: HomeWidgetContentType;
    /** All shown by default (03 §2). */
    display?: { name?: boolean; description?: boolean; counts?: boolean; cta?: boolean };
    /** Default 'Read More'. */
    callToActionText?: string;
  };
}

/** SectionOneColumn / SectionTwoColumns / SectionThreeColumns / SectionEvenColumns. */
export interface SectionOneColumnProps {
  children?: LayoutNode[];
}
export interface SectionTwoColumnsProps {
  breadcrumbs?: LayoutNode[];
  mainTop?: LayoutNode[];
  mainBottom?: LayoutNode[];
  secondaryTop?: LayoutNode[];
  secondaryBottom?: LayoutNode[];
  isInverted?: boolean;
}
export interface SectionThreeColumnsProps {
  breadcrumbs?: LayoutNode[];
  leftTop?: LayoutNode[];
  leftBottom?: LayoutNode[];
  middleTop?: LayoutNode[];
  middleBottom?: LayoutNode[];
  rightTop?: LayoutNode[];
  rightBottom?: LayoutNode[];
}
export interface SectionEvenColumnsProps {
  /** 2 to 4 columns. */
  columns?: LayoutNode[][];
}

export interface BannerProps extends WidgetHeaderProps {
  /** Default 'How can we help you?'. */
  title?: string;
  showSearch?: boolean;
  backgroundImage?: string;
}
export interface BreadcrumbsProps {
  crumbs: LinkItem[];
}
/** Sanitised with DOMPurify; `css` is scoped to the widget and nonce'd. */
export interface HtmlWidgetProps extends WidgetHeaderProps {
  html: string;
  css?: string;
}
export interface QuickLinksProps extends WidgetHeaderProps {
  links: LinkItem[];
}
export interface CategoriesWidgetProps extends WidgetHeaderProps, HomeWidgetOptions {
  itemData: HomeWidgetItem[];
}
export interface TagsWidgetProps extends WidgetHeaderProps {
  tags: Array<{ tagID: number; name: string; url: string; countDiscussions?: number }>;
}
/** The server fetches the feed; the widget only renders its items. */
export interface RssWidgetProps extends WidgetHeaderProps {
  items: Array<{
    title: string;
    url: string;
    date?: string;
    description?: string;
    imageUrl?: string;
  }>;
}
export interface SpotlightUser {
  userID: number;
  name: string;
  url: string;
  photoUrl?: string;
  label?: string;
}
export interface UserSpotlightProps extends WidgetHeaderProps {
  user: SpotlightUser;
}
export interface RoleSpotlightProps extends WidgetHeaderProps {
  roleID: number;
  roleName: string;
  users: SpotlightUser[];
}
export interface SiteTotalsProps extends WidgetHeaderProps {
  totals: Array<{ recordType: string; label: string; count: number }>;
}
export interface NewPostMenuProps {
  items: Array<{ id: string; label: string; url: string; type: string }>;
}
export interface LeaderboardProps extends WidgetHeaderProps {
  leaders: Array<{ user: SpotlightUser; points: number }>;
}
/** The discussion list (widgets/DiscussionList) with its list params. */
export interface DiscussionsWidgetProps extends WidgetHeaderProps {
  apiParams?: Record<string, string | number | boolean>;
}
export interface TabsWidgetProps {
  tabs: Array<{ label: string; children: LayoutNode[] }>;
}
export interface CallToActionProps extends WidgetHeaderProps {
  title: string;
  button: { title: string; url: string };
  backgroundImage?: string;
}
/** Rendered for guests only: sign-in and register buttons. */
export type GuestCallToActionProps = WidgetHeaderProps;
/** 03 §3 Collection record types. */
export type CollectionRecordType =
  'article' | 'category' | 'discussion' | 'event' | 'groups' | 'knowledgeBase';
export interface FeaturedCollectionsProps extends WidgetHeaderProps, HomeWidgetOptions {
  collection: {
    collectionID: number;
    name: string;
    records: Array<{ recordID: number; recordType: CollectionRecordType; record: HomeWidgetItem }>;
  };
}
/** The follow dropdown (widgets/FollowDropdown) for one category. */
export interface CategoryFollowProps {
  categoryID: number;
}
export interface SuggestedContentProps extends WidgetHeaderProps {
  discussions: Array<{ discussionID: number; name: string; url: string; excerpt?: string }>;
  categories?: HomeWidgetItem[];
}
export interface SearchWidgetProps extends WidgetHeaderProps {
  placeholder?: string;
}

// ---------------------------------------------------------------------------------------------
// Post assets (helper C, add-only): the post layout's parts of the post page, comment box and
// composer. Every asset of a post takes the discussion's ID; the server may preload it.

export interface PostAssetProps extends WidgetHeaderProps {
  discussionID: number;
  /** The server's `GET /discussions/{id}` answer, so the first paint needs no request. */
  discussion?: Record<string, unknown>;
}
/** OriginalPost, PostMeta, PostTags: just the discussion. */
export type OriginalPostProps = PostAssetProps;
export interface CommentThreadAssetProps extends PostAssetProps {
  /** The comment page and sort to start on (defaults 1 and oldest first); comments per page. */
  page?: number;
  sort?: string;
  limit?: number;
  /** That page of comments, preloaded by the server (the JSON of `GET /comments`). */
  comments?: unknown[];
  totalComments?: number;
}
export interface AttachmentsProps extends PostAssetProps {
  attachments?: Array<{ name: string; url: string; size?: number; mediaType?: string }>;
}
/** Q&A: answers the server suggests for a question. */
export interface SuggestedAnswersProps extends PostAssetProps {
  suggestions?: Array<{ name: string; url: string; summary?: string }>;
}
export interface CreateCommentProps {
  discussionID: number;
}
/** The create-post route's parse (03 §2): edit with record and draft IDs, or create in a category. */
export interface CreatePostFormProps {
  categoryID?: number;
  discussionID?: number;
  draftID?: number;
  /** A create-post route with `groupid` (03 §2): compose into this group. */
  groupID?: number;
  showTitle?: boolean;
}
/** CategoryFollow: the name and address, when the server has them (else it is fetched). */
export interface CategoryFollowNameProps {
  name?: string;
  url?: string;
}
