/**
 * The demo's "other site": a second Fastify server on its own port, so a different origin from
 * the forum. It plays two parts for issue 19:
 * - a site owner's page that embeds the forum with dist/embed.js (parentPages.ts);
 * - a video provider whose player pages forum posts embed in a sandboxed iframe (player.ts).
 * It has no database and never reaches the internet.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerParentPages } from './parentPages.ts';
import { registerPlayer } from './player.ts';
import type { OtherSiteOptions } from './options.ts';

export type { OtherSiteOptions };

export async function buildOtherSite(opts: OtherSiteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  registerParentPages(app, opts);
  registerPlayer(app, opts);
  return app;
}
