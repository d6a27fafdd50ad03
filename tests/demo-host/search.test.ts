import { contractViolations, startHarness, type Client, type Harness } from './support/harness';

interface Result {
  recordType: string;
  recordID: number;
  categoryID: number;
  type: string;
  name: string;
  dateInserted: string;
  insertUserID: number;
  labelCodes: string[];
}

let h: Harness;
let member: Client;
let guest: Client;
beforeAll(async () => {
  h = await startHarness();
  member = await h.as('member');
  guest = h.client();
  await guest.page('/');
});
afterAll(async () => {
  await h.close();
});

const get = async (
  c: Client,
  qs: string,
): Promise<{ status: number; json: Result[]; headers: Record<string, unknown> }> =>
  c.get(`/api/v2/search?${qs}`);

describe('GET /search: the results page filters', () => {
  it('filters by category with or without children, and never shows what the viewer may not see', async () => {
    const own = await get(guest, 'query=e&categoryIDs[]=3&limit=100');
    expect(own.json.length).toBeGreaterThan(0);
    expect(own.json.every((r) => r.categoryID === 3)).toBe(true);
    const kids = await get(guest, 'query=e&categoryIDs[]=3&includeChildCategories=true&limit=100');
    expect(kids.json.every((r) => [3, 4, 5].includes(r.categoryID))).toBe(true);
    expect(kids.json.some((r) => r.categoryID !== 3)).toBe(true);
    const staff = await get(guest, 'query=e&categoryIDs[]=8&includeChildCategories=true');
    expect(staff.json).toEqual([]);
  });

  it('leaves archived categories out unless asked for', async () => {
    const plain = await get(guest, 'query=e&limit=100&recordTypes[]=discussion');
    expect(plain.json.some((r) => r.categoryID === 10)).toBe(false);
    const archived = await get(
      guest,
      'query=e&limit=100&recordTypes[]=discussion&includeArchivedCategories=true',
    );
    const hit = archived.json.find((r) => r.categoryID === 10);
    expect(hit?.labelCodes).toContain('archived');
  });

  it('filters by type, author (name or ID), tags with and/or, and dates', async () => {
    const questions = await get(guest, 'query=e&types[]=question&limit=100');
    expect(questions.json.length).toBeGreaterThan(0);
    expect(questions.json.every((r) => r.type === 'question')).toBe(true);
    const comments = await get(guest, 'query=e&types[]=comment&limit=100');
    expect(comments.json.every((r) => r.recordType === 'comment')).toBe(true);

    const byName = await get(guest, 'query=e&authors[]=ana-garcia&limit=100');
    expect(byName.json.length).toBeGreaterThan(0);
    expect(byName.json.every((r) => r.insertUserID === 9)).toBe(true);
    const byID = await get(guest, 'query=e&insertUserIDs[]=9&limit=100');
    expect(byID.headers['x-app-page-result-count']).toBe(byName.headers['x-app-page-result-count']);
    expect((await get(guest, 'query=e&authors[]=nobody-at-all')).json).toEqual([]);

    const any = await get(guest, 'tags[]=Bug&tags[]=Feature&limit=100');
    const all = await get(guest, 'tags[]=Bug&tags[]=Feature&tagOperator=and&limit=100');
    expect(Number(any.headers['x-app-page-result-count'])).toBeGreaterThanOrEqual(
      Number(all.headers['x-app-page-result-count']),
    );

    const dated = await get(guest, 'query=e&dateInserted=[2025-05-20,2025-05-25]&limit=100');
    expect(
      dated.json.every((r) => r.dateInserted >= '2025-05-20' && r.dateInserted < '2025-05-26'),
    ).toBe(true);
    expect((await get(guest, 'query=e&dateInserted=yesterday')).status).toBe(422);
  });

  it('combines words with and (default) or or', async () => {
    const and = await get(guest, 'query=toolbar zzzznothing');
    expect(and.json).toEqual([]);
    const or = await get(guest, 'query=toolbar zzzznothing&queryOperator=or');
    expect(or.json.length).toBeGreaterThan(0);
  });

  it('pages with the paging headers, and answers articles with nothing', async () => {
    const first = await get(guest, 'query=e&limit=5&page=1');
    expect(first.headers['x-app-page-current']).toBe('1');
    expect(String(first.headers.link)).toContain('rel="next"');
    const second = await get(guest, 'query=e&limit=5&page=2');
    expect(second.json[0]?.recordID).not.toBe(first.json[0]?.recordID);
    const articles = await get(guest, 'query=e&recordTypes[]=article');
    expect(articles.json).toEqual([]);
    expect(articles.headers['x-app-page-result-count']).toBe('0');
  });

  it('searches the followed categories of the signed-in member only', async () => {
    const followed = await get(member, 'query=e&followedCategories=true&limit=100');
    expect(followed.json.length).toBeGreaterThan(0);
    expect(followed.json.every((r) => [1, 3].includes(r.categoryID))).toBe(true);
    expect((await get(guest, 'query=e&followedCategories=true')).json).toEqual([]);
  });

  it('takes the 03 §7 params: categoryID, knowledgeBaseID, knowledgeCategoryIDs and locale', async () => {
    const named = await get(
      guest,
      'query=e&categoryID=3&includeChildCategories=true&locale=fr&limit=100',
    );
    expect(named.status).toBe(200);
    expect(named.json.length).toBeGreaterThan(0);
    expect(named.json.every((r) => [3, 4, 5].includes(r.categoryID))).toBe(true);
    const articles = await get(
      guest,
      'query=e&recordTypes[]=article&knowledgeBaseID=1&knowledgeCategoryIDs[]=2&knowledgeCategoryIDs[]=5&locale=fr',
    );
    expect(articles.status).toBe(200);
    expect(articles.json).toEqual([]);
    // They are checked like the other params.
    expect((await get(guest, 'query=e&knowledgeCategoryIDs[]=abc')).status).toBe(422);
    expect((await get(guest, `query=e&locale=${'x'.repeat(40)}`)).status).toBe(422);
  });

  it('matches the contract', () => {
    expect(contractViolations(h)).toEqual([]);
  });
});
