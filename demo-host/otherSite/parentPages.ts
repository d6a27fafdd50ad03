import type { FastifyInstance } from 'fastify';
import type { OtherSiteOptions } from './server.ts';

/** The site owner's pages that embed the forum (issue 19, embedding mode). */
export function registerParentPages(app: FastifyInstance, opts: OtherSiteOptions): void {
  void app;
  void opts;
}
