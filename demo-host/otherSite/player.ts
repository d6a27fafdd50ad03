import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OtherSiteOptions } from './options.ts';

/**
 * The demo video provider's player pages, framed by embeds in forum posts (issue 19): the forum
 * serves a video embed's `frameSrc` as `${otherSiteOrigin}/player/{id}`. A player is a tiny
 * self-contained page: a title, a stage whose boat sails while playing, and a Play/Pause button.
 * Its stylesheet and script come from this origin (`/player-assets/`); the page sends a CSP that
 * allows nothing else, so it loads no external resource and runs no inline code.
 */

/** The videos the provider has (the forum's embed fixtures name the same ids). */
export const PLAYER_VIDEOS: Readonly<Record<string, { title: string }>> = {
  'harbour-tour': { title: 'A tour of the harbour' },
  'lighthouse-timelapse': { title: 'The lighthouse, a night in one minute' },
};

const PLAYER_ID = /^[a-z0-9-]{1,40}$/;

const CSP =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'";

function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Security-Policy', CSP)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/player-assets/player.css">
<link rel="icon" href="/player-assets/icon.svg">
</head>
<body>
${body}
</body>
</html>`);
}

const STYLES = `html,body{margin:0;height:100%;font:15px/1.4 system-ui,sans-serif;color:#fff;background:#0f172a}
.player{display:flex;flex-direction:column;height:100%;min-height:160px}
.player-title{margin:0;padding:8px 12px;font-size:15px;font-weight:600;background:#020617}
.stage{position:relative;flex:1;overflow:hidden;background:linear-gradient(#1e3a8a,#0ea5e9 62%,#075985 62%)}
.sun{position:absolute;right:14%;top:18%;width:56px;height:56px;border-radius:50%;background:#fde68a}
.boat{position:absolute;left:-90px;bottom:30%;width:80px;height:26px;border-radius:0 0 40px 40px;background:#f8fafc;animation:sail 8s linear infinite;animation-play-state:paused}
.boat::after{content:'';position:absolute;left:34px;bottom:26px;border-left:26px solid #fca5a5;border-top:40px solid transparent}
.playing .boat{animation-play-state:running}
@keyframes sail{from{transform:translateX(0)}to{transform:translateX(calc(100vw + 180px))}}
@media (prefers-reduced-motion:reduce){.boat{animation-duration:30s}}
.controls{display:flex;align-items:center;gap:12px;padding:8px 12px;background:#020617}
.controls button{font:inherit;font-weight:600;color:#0f172a;background:#fde68a;border:0;border-radius:4px;padding:6px 16px;cursor:pointer}
.controls button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.state{color:#cbd5e1}
.missing{padding:24px}`;

const SCRIPT = `(function () {
  var player = document.querySelector('.player');
  var button = document.querySelector('.toggle');
  var state = document.querySelector('.state');
  if (!player || !button || !state) return;
  button.addEventListener('click', function () {
    var playing = !player.classList.contains('playing');
    player.classList.toggle('playing', playing);
    button.setAttribute('aria-pressed', String(playing));
    button.textContent = playing ? 'Pause' : 'Play';
    state.textContent = playing ? 'Playing' : 'Paused';
  });
})();
`;

export function registerPlayer(app: FastifyInstance, opts: OtherSiteOptions): void {
  void opts; // the player can be framed by any site, as a video provider's can
  app.get('/player-assets/player.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(STYLES),
  );
  app.get('/player-assets/icon.svg', async (_req, reply) =>
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'no-cache')
      .send(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#1e40af"/><path d="M6 4l6 4-6 4z" fill="#fde68a"/></svg>',
      ),
  );
  app.get('/player-assets/player.js', async (_req, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(SCRIPT),
  );
  app.get<{ Params: { id: string } }>('/player/:id', async (req, reply) => {
    const { id } = req.params;
    const video =
      PLAYER_ID.test(id) && Object.hasOwn(PLAYER_VIDEOS, id) ? PLAYER_VIDEOS[id] : undefined;
    if (!video)
      return page(
        reply,
        404,
        'Video not found',
        '<main class="missing"><h1>Video not found</h1><p>This video does not exist or was removed.</p></main>',
      );
    return page(
      reply,
      200,
      video.title,
      `<main class="player" data-video="${esc(id)}">
<h1 class="player-title">${esc(video.title)}</h1>
<div class="stage" role="img" aria-label="${esc(video.title)}"><div class="sun"></div><div class="boat"></div></div>
<div class="controls"><button type="button" class="toggle" aria-pressed="false">Play</button><span class="state" aria-live="polite">Paused</span></div>
</main>
<script src="/player-assets/player.js"></script>`,
    );
  });
}
