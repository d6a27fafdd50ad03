/** Shared state handed to every route module, and the request decorations. */
import type { Db } from './db/database.ts';
import type { Permissions } from './auth/permissions.ts';
import type { Viewer } from './auth/viewer.ts';
import type { DraftPublisher } from './lib/draftPublisherTypes.ts';
import type { DevReload } from './devReload.ts';
import type { EventFeed, EventOptions } from './lib/eventFeed.ts';

export interface ServerOptions {
  dbPath: string;
  debug?: boolean;
  logger?: boolean;
  /** Where the built library lives; default `<cwd>/dist`. */
  distDir?: string;
  /** Password of the seeded accounts when the database is created. */
  seedPassword?: string;
  /** The repository root (for migrations and assets); default `process.cwd()`. */
  rootDir?: string;
  /** IDs handled per request by bulk operations before answering with a callbackPayload. */
  bulkBatchSize?: number;
  /** Serve every page with the strict CSP (style-src nonce only); `?csp=strict` does it per page. */
  strictCsp?: boolean;
  /** How often scheduled drafts are published, in ms (default 5000; 0: only at start). */
  draftPublishIntervalMs?: number;
  /**
   * The demo's "other site" (demo-host/otherSite/, a second port, so a different origin): it
   * embeds the forum in its pages (issue 19) and plays the demo video provider. When set, pages
   * list it in `embed.allowedOrigins` and its host in `embed.iframeHosts`.
   */
  otherSiteOrigin?: string;
  /**
   * The dev loop (`npm run dev`, demo-host/dev.ts): pages load the live-reload script, the server
   * answers /__dev/reload, and /dist is revalidated on every use. Never on in `npm start`.
   */
  dev?: boolean;
  /** The dev loop's heartbeat on /__dev/reload, in ms (default 25 s; tests shorten it). */
  devHeartbeatMs?: number;
  /** `GET /api/v2/events` (issue 36): heartbeat, poll, per-session limit, replay buffer. */
  events?: Partial<EventOptions>;
}

export interface AppContext {
  db: Db;
  debug: boolean;
  secret: string;
  distDir: string;
  assetsDir: string;
  bulkBatchSize: number;
  strictCsp: boolean;
  /** See `ServerOptions.dev`. */
  dev: boolean;
  /** See `ServerOptions.otherSiteOrigin`. */
  otherSiteOrigin?: string;
  /** The live events feed (lib/eventFeed.ts). */
  events: EventFeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled-draft publisher (lib/draftPublisher.ts); `tick()` publishes what is due. */
    draftPublisher: DraftPublisher;
    /** The live reload's trigger; only on a server built with `dev: true` (demo-host/devReload.ts). */
    devReload?: DevReload;
    /** The live events feed (lib/eventFeed.ts), for tests and benchmarks. */
    events: EventFeed;
  }
  interface FastifyRequest {
    viewer: Viewer;
    perms: Permissions;
    startTime: number;
  }
}
