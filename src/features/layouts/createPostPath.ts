/*
 * 03 §2 create-post path parsing, as a pure function of the path segments after `post/` and the
 * query string. Re-exported by ./layoutRoutes.
 */

/** 03 §2 create-post path parsing. */
export type CreatePostTarget =
  | { mode: 'edit'; recordID?: number; draftID?: number }
  | {
      mode: 'create';
      postType: string;
      parentRecordType: 'category' | 'group';
      /** -1 when the path names no parent. */
      parentRecordID: number | string;
    };

export const toNumber = (value: string | undefined | null): number | undefined => {
  if (value == null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

/** A record ID as the server names it: a number when it is digits, else the slug as is. */
export const recordIdOf = (segment: string): number | string => toNumber(segment) ?? segment;

/**
 * 03 §2: `post/editdiscussion/{recordID}/{draftID}` edits (recordID 0 means none);
 * `post/{postType}/{categoryOrGroup}` creates with parent type category; a parent segment with
 * `social-groups` and a `groupid` query parameter makes the parent a group with that ID;
 * otherwise the parent ID defaults to -1.
 */
export function parseCreatePostPath(segments: string[], search: URLSearchParams): CreatePostTarget {
  const [first, second, third] = segments;
  if (first === 'editdiscussion') {
    const recordID = toNumber(second);
    const draftID = toNumber(third);
    return {
      mode: 'edit',
      ...(recordID ? { recordID } : {}),
      ...(draftID !== undefined ? { draftID } : {}),
    };
  }
  const postType = first && first !== '' ? first : 'discussion';
  const groupID = search.get('groupid');
  if (second !== undefined && second.includes('social-groups') && groupID) {
    return {
      mode: 'create',
      postType,
      parentRecordType: 'group',
      parentRecordID: toNumber(groupID) ?? groupID,
    };
  }
  const parentRecordID =
    second !== undefined && second !== '' && !second.includes('social-groups')
      ? recordIdOf(second)
      : -1;
  return { mode: 'create', postType, parentRecordType: 'category', parentRecordID };
}
