// Popups (menus, panels, select boxes, user cards) must open where they rest: their entrance
// animation may nudge them a few pixels, never carry them across the page.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** [left offset from the anchor, gap below the anchor, gap above the anchor] in px. */
export type Frame = [number, number, number];

/**
 * Where `floating` sits, relative to the element `anchor`, in every animation frame from the
 * moment it appears until 400 ms later (however long `open` takes on a busy machine). The page
 * script is a string, so that no compiled helper name reaches the page.
 */
export async function entranceFrames(
  page: Page,
  anchor: string,
  floating: string,
  open: () => Promise<void>,
): Promise<Frame[]> {
  await page.evaluate(`(() => {
    const samples = [];
    window.__fwFrames = samples;
    window.__fwFramesDone = false;
    const giveUp = performance.now() + 15000;
    let seen = 0;
    const tick = () => {
      const now = performance.now();
      const a = document.querySelector(${JSON.stringify(anchor)});
      const f = document.querySelector(${JSON.stringify(floating)});
      if (a && f) {
        if (!seen) seen = now;
        const ar = a.getBoundingClientRect();
        const fr = f.getBoundingClientRect();
        samples.push([
          Math.round(fr.left - ar.left),
          Math.round(fr.top - ar.bottom),
          Math.round(ar.top - fr.bottom),
        ]);
      }
      if ((seen && now - seen > 400) || now > giveUp) window.__fwFramesDone = true;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await open();
  await page.waitForFunction(
    () => (window as unknown as { __fwFramesDone?: boolean }).__fwFramesDone === true,
    undefined,
    { timeout: 20_000 },
  );
  return page.evaluate('window.__fwFrames') as Promise<Frame[]>;
}

/** Every frame is within `slack` px of where the popup comes to rest, and it rests by its anchor. */
export function assertOpensInPlace(frames: Frame[], what: string, slack = 8): void {
  assert.ok(frames.length > 0, `${what}: no frame seen`);
  const [restX, restY, restAbove] = frames[frames.length - 1]!;
  const beside = (gap: number): boolean => gap >= -1 && gap <= 24;
  assert.ok(
    Math.abs(restX) <= 300 && (beside(restY) || beside(restAbove)),
    `${what} rests by its button (below or, flipped, above): ${frames.at(-1)?.join(', ')}`,
  );
  for (const [x, y] of frames)
    assert.ok(
      Math.abs(x - restX) <= slack && Math.abs(y - restY) <= slack,
      `${what} jumps during its entrance: ${JSON.stringify(frames)}`,
    );
}
