import type { FastifyInstance } from 'fastify';
import type { OtherSiteOptions } from './server.ts';

/** The demo video provider's player pages, framed by embeds in forum posts (issue 19). */
export function registerPlayer(app: FastifyInstance, opts: OtherSiteOptions): void {
  void app;
  void opts;
}
