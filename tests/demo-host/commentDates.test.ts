/**
 * `GET /comments?dateInserted=…` (the timeline's date jump, issue 37 §1): the reference API's
 * date filter on a discussion's comments, the result count of the filtered list, and a 400 for
 * a value that is no filter.
 */
import {
  contractViolations,
  startHarness,
  type Client,
  type Harness,
  type Json,
} from './support/harness';

let h: Harness;
let guest: Client;

jest.setTimeout(60_000);

/** The seeded long thread. */
const LONG = 65;

interface Listed {
  status: number;
  headers: Json;
  json: Json;
}

const list = (query: string): Promise<Listed> =>
  guest.get(`/api/v2/comments?discussionID=${LONG}&${query}`);

/** Every comment's insert instant, oldest first. */
let dates: number[] = [];

const count = async (filter: string): Promise<number> => {
  const res = await list(`dateInserted=${encodeURIComponent(filter)}&limit=1&page=1`);
  expect(res.status).toBe(200);
  return Number(res.headers['x-app-page-result-count']);
};

beforeAll(async () => {
  h = await startHarness();
  guest = h.client();
  await guest.page('/');
  const all = (await list('limit=100')).json as Json[];
  dates = all.map((c: Json) => Date.parse(c.dateInserted as string)).sort((a, b) => a - b);
});
afterAll(async () => {
  await h.close();
});

describe('GET /comments?dateInserted', () => {
  it('counts the comments before, after and at an instant with each operator', async () => {
    expect(dates.length).toBeGreaterThan(10);
    const at = new Date(dates[5] ?? 0).toISOString();
    const before = dates.filter((d) => d < (dates[5] ?? 0)).length;
    const same = dates.filter((d) => d === dates[5]).length;
    expect(await count(`<${at}`)).toBe(before);
    expect(await count(`<=${at}`)).toBe(before + same);
    expect(await count(`>${at}`)).toBe(dates.length - before - same);
    expect(await count(`>=${at}`)).toBe(dates.length - before);
    expect(await count(`=${at}`)).toBe(same);
    expect(await count(at)).toBe(same);
  });

  it('reads a date alone as the whole UTC day, and a range with its brackets', async () => {
    const first = new Date(dates[0] ?? 0).toISOString().slice(0, 10);
    const last = new Date(dates.at(-1) ?? 0).toISOString().slice(0, 10);
    const dayStart = Date.parse(`${first}T00:00:00Z`);
    const onFirstDay = dates.filter((d) => d >= dayStart && d < dayStart + 86_400_000).length;
    expect(await count(`<${first}`)).toBe(0);
    expect(await count(`=${first}`)).toBe(onFirstDay);
    expect(await count(`<=${first}`)).toBe(onFirstDay);
    expect(await count(`>${first}`)).toBe(dates.length - onFirstDay);
    expect(await count(`>=${first}`)).toBe(dates.length);
    expect(await count(`[${first},${last}]`)).toBe(dates.length);
    const a = new Date(dates[2] ?? 0).toISOString();
    const b = new Date(dates[8] ?? 0).toISOString();
    const inside = (lo: boolean, hi: boolean): number =>
      dates.filter(
        (d) =>
          (lo ? d >= Date.parse(a) : d > Date.parse(a)) &&
          (hi ? d <= Date.parse(b) : d < Date.parse(b)),
      ).length;
    expect(await count(`[${a},${b}]`)).toBe(inside(true, true));
    expect(await count(`(${a},${b})`)).toBe(inside(false, false));
    expect(await count(`[${a},${b})`)).toBe(inside(true, false));
  });

  it('pages the filtered list with the filtered count in the headers and links', async () => {
    const at = new Date(dates[12] ?? 0).toISOString();
    const total = dates.filter((d) => d >= Date.parse(at)).length;
    const res = await list(`dateInserted=${encodeURIComponent(`>=${at}`)}&limit=5&page=2`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(Math.min(5, Math.max(0, total - 5)));
    expect(Number(res.headers['x-app-page-result-count'])).toBe(total);
    expect(res.headers['x-app-page-current']).toBe('2');
    expect(res.headers.link).toContain('dateInserted=');
    for (const c of res.json as Json[])
      expect(Date.parse(c.dateInserted as string)).toBeGreaterThanOrEqual(Date.parse(at));
    // Newest first: the filtered comments in the other order.
    const newest = await list(
      `dateInserted=${encodeURIComponent(`>=${at}`)}&sort=-dateInserted&limit=100`,
    );
    expect(newest.json).toHaveLength(total);
    expect(Date.parse(newest.json[0].dateInserted)).toBe(dates.at(-1));
  });

  it.each(['yesterday', '<2026-02-30', '<<2026-05-01', '[2026-05-01]', '2026-05-01T25:00:00Z', ''])(
    'refuses %p with a 400 naming the parameter',
    async (value) => {
      const res = await list(`dateInserted=${encodeURIComponent(value)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('dateInserted is not a valid date filter');
      expect(res.json.errors[0]).toMatchObject({ field: 'dateInserted', code: 'invalid' });
    },
  );

  it('answers as the contract says', () => {
    expect(contractViolations(h)).toEqual([]);
  });
});
