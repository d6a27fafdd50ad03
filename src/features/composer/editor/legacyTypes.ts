/**
 * The composer's own document shape before 04 (a ProseMirror JSON `doc`), which versions up to
 * 0.1 wrote as their `rich2` body. Nothing writes it any more; `normalizeRich2` still reads it,
 * so a draft kept in this browser by an older version opens with its text
 * (docs/composer.md "Bodies on the wire").
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
