/**
 * The `rich2` body format: a JSON document of blocks and marks (docs/composer.md "The rich2
 * format"). A body is sent as `{ body: JSON.stringify(doc), format: 'rich2' }`; the site
 * renders it to sanitised HTML on the server. Unknown node or mark types are dropped by
 * every reader, so a newer writer never breaks an older reader.
 */

export type Rich2MarkType = 'bold' | 'italic' | 'strike' | 'code' | 'link';

export interface Rich2Mark {
  type: Rich2MarkType;
  /** Only `link` has attributes: `href`, one of the safe links of 01 §5. */
  attrs?: { href: string };
}

export interface Rich2Text {
  type: 'text';
  text: string;
  marks?: Rich2Mark[];
}

export interface Rich2Mention {
  type: 'mention';
  attrs: { userID: number; name: string };
}

export interface Rich2HardBreak {
  type: 'hard_break';
}

export type Rich2Inline = Rich2Text | Rich2Mention | Rich2HardBreak;

export interface Rich2Paragraph {
  type: 'paragraph';
  content?: Rich2Inline[];
}
export interface Rich2Heading {
  type: 'heading';
  attrs: { level: 2 | 3 | 4 };
  content?: Rich2Inline[];
}
export interface Rich2Blockquote {
  type: 'blockquote';
  content: Rich2Block[];
}
/** A spoiler: blocks hidden until the reader opens them. */
export interface Rich2Spoiler {
  type: 'spoiler';
  content: Rich2Block[];
}
/** Plain text only: code blocks carry no marks. */
export interface Rich2CodeBlock {
  type: 'code_block';
  content?: Rich2Text[];
}
export interface Rich2ListItem {
  type: 'list_item';
  content: Rich2Block[];
}
export interface Rich2BulletList {
  type: 'bullet_list';
  content: Rich2ListItem[];
}
export interface Rich2OrderedList {
  type: 'ordered_list';
  attrs?: { order: number };
  content: Rich2ListItem[];
}
/** An uploaded image (`POST /media`); `src` is the media's URL. */
export interface Rich2Image {
  type: 'image';
  attrs: { src: string; alt: string; mediaID: number | null };
}
/** An uploaded file that is not an image, shown as a download link with its size. */
export interface Rich2Attachment {
  type: 'attachment';
  attrs: { href: string; name: string; size: number; mediaID: number | null };
}

export type Rich2Block =
  | Rich2Paragraph
  | Rich2Heading
  | Rich2Blockquote
  | Rich2Spoiler
  | Rich2CodeBlock
  | Rich2BulletList
  | Rich2OrderedList
  | Rich2Image
  | Rich2Attachment;

export interface Rich2Doc {
  type: 'doc';
  content: Rich2Block[];
}

export const RICH2_FORMAT = 'rich2';
