/**
 * Test harness: a demo host on a temporary database, clients with cookie jars that sign in
 * through the real form, and OpenAPI checks of every JSON response they receive.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../../demo-host/server';
import type { EventOptions } from '../../../demo-host/lib/eventFeed';
import { checkResponse, type Checked } from './contract';

export const PASSWORD = 'demo-password';

/** Parsed JSON bodies, read freely in assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Harness {
  app: FastifyInstance;
  dbPath: string;
  restart(): Promise<void>;
  close(): Promise<void>;
  client(): Client;
  as(name: string): Promise<Client>;
  /** Every API response checked against the OpenAPI so far. */
  checked: Checked[];
}

export async function startHarness(
  opts: {
    bulkBatchSize?: number;
    draftPublishIntervalMs?: number;
    otherSiteOrigin?: string;
    events?: Partial<EventOptions>;
  } = {},
): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-demo-host-'));
  const dbPath = path.join(dir, 'forum.sqlite');
  const build = (): Promise<FastifyInstance> =>
    buildServer({
      dbPath,
      logger: false,
      distDir: path.join(dir, 'dist'),
      bulkBatchSize: opts.bulkBatchSize,
      draftPublishIntervalMs: opts.draftPublishIntervalMs,
      otherSiteOrigin: opts.otherSiteOrigin,
      events: opts.events,
    });
  const h: Harness = {
    app: await build(),
    dbPath,
    checked: [],
    async restart() {
      await h.app.close();
      h.app = await build();
    },
    async close() {
      await h.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    client: () => new Client(h),
    async as(name: string) {
      const c = new Client(h);
      await c.signIn(name);
      return c;
    },
  };
  return h;
}

export interface Res {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: Json;
}

export class Client {
  cookies = new Map<string, string>();
  csrf = '';

  constructor(private readonly h: Harness) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < Date.now())
      )
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async raw(
    method: string,
    url: string,
    opts: { payload?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Res> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (opts.csrf !== false && this.csrf && method !== 'GET') headers['x-csrf-token'] = this.csrf;
    const res = await this.h.app.inject({
      method: method as 'GET',
      url,
      headers,
      payload: opts.payload as string | object | undefined,
    });
    this.store(res);
    let json: unknown;
    if (String(res.headers['content-type'] ?? '').includes('json') && res.body)
      json = JSON.parse(res.body);
    if (url.startsWith('/api/v2/') && json !== undefined) {
      const checked = checkResponse(method, url, res.statusCode, json);
      if (checked) this.h.checked.push(checked);
    }
    return { status: res.statusCode, headers: res.headers, body: res.body, json };
  }

  get(url: string): Promise<Res> {
    return this.raw('GET', url);
  }
  post(url: string, payload?: unknown): Promise<Res> {
    return this.raw('POST', url, { payload: payload ?? {} });
  }
  put(url: string, payload?: unknown): Promise<Res> {
    return this.raw('PUT', url, { payload: payload ?? {} });
  }
  patch(url: string, payload?: unknown): Promise<Res> {
    return this.raw('PATCH', url, { payload: payload ?? {} });
  }
  delete(url: string, payload?: unknown): Promise<Res> {
    return this.raw('DELETE', url, payload === undefined ? {} : { payload });
  }

  /** Loads a page and picks up the CSRF token from its bootstrap JSON. */
  async page(url: string): Promise<{ res: Res; config: Json }> {
    const res = await this.raw('GET', url, { headers: { accept: 'text/html' } });
    const m =
      /<script type="application\/json" id="forum-widgets-config">([\s\S]*?)<\/script>/.exec(
        res.body,
      );
    const config = m?.[1] ? JSON.parse(m[1]) : undefined;
    if (config?.csrf?.token) this.csrf = config.csrf.token;
    return { res, config };
  }

  /** Signs in through the real form, then reads the session's CSRF token from a page. */
  async signIn(name: string, password = PASSWORD, target = '/'): Promise<Res> {
    const form = await this.raw('GET', '/entry/signin', { headers: { accept: 'text/html' } });
    const key = /name="transientKey" value="([^"]*)"/.exec(form.body)?.[1] ?? '';
    const res = await this.raw('POST', '/entry/signin', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        username: name,
        password,
        target,
        transientKey: key,
      }).toString(),
      csrf: false,
    });
    await this.page('/entry/signin');
    return res;
  }
}

/** Asserts that no checked response broke the OpenAPI outside the documented deviations. */
export function contractViolations(h: Harness): string[] {
  return h.checked
    .filter((c) => c.errors.length)
    .map((c) => `${c.key}: ${c.errors.slice(0, 5).join('; ')}`);
}
