/** What the demo's other site (server.ts) is built with; its page modules read it too. */
export interface OtherSiteOptions {
  /** The forum's origin, e.g. `http://127.0.0.1:3000`; read per request, so it may be set after listen. */
  forum: { origin: string };
}
