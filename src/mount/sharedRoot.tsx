import { PureComponent, useInsertionEffect, type ReactElement, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';

/*
 * One React root for the whole page, with a portal per marker (issue 22 §1). A root per marker
 * made React attach its ~150 delegated listeners to every marker's container; here the root's
 * container is a detached element and each marker is a portal target. Every slot is its own
 * error boundary (SlotGuard) and removes itself in two commits, so that nothing one marker does,
 * not even host HTML emptying its element, reaches the other markers (see docs/architecture.md).
 */

interface Slot {
  key: number;
  el: HTMLElement;
  content: ReactNode;
  /** The marker's children when it was mounted: the server HTML, removed at the first commit. */
  serverNodes: Node[];
  removed: boolean;
  onCrash: (error: unknown) => void;
  onGone: () => void;
}

export interface SlotHandle {
  update(content: ReactNode): void;
  /** Removes the widget's DOM from the marker before returning. */
  unmount(): void;
}

/**
 * Removes the server HTML in the commit that inserts the widget: its insertion effect runs in
 * the mutation phase right after its own children are placed, so no frame shows both, and
 * layout effects (the mounted signal) already see the widget alone.
 */
function ReplaceServerHtml({ slot, children }: { slot: Slot; children: ReactNode }): ReactNode {
  useInsertionEffect(() => {
    for (const node of slot.serverNodes) if (node.parentNode === slot.el) slot.el.removeChild(node);
    // Once per slot: the nodes are the controller's to put back.
  }, []);
  return children;
}

/**
 * One marker's place in the shared root. It catches what the widget's own error boundary cannot
 * (the boundary itself failing, or a commit-phase error such as React removing nodes that host
 * scripts took out of the marker), so the error stays with this marker.
 */
class SlotGuard extends PureComponent<{ slot: Slot }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (!this.props.slot.removed) this.props.slot.onCrash(error);
  }

  override componentDidMount(): void {
    if (this.props.slot.removed) this.props.slot.onGone();
  }

  override componentDidUpdate(): void {
    if (this.props.slot.removed) this.props.slot.onGone();
  }

  override render(): ReactNode {
    const { slot } = this.props;
    // Removing the portal while this guard stays mounted makes the guard the nearest boundary
    // of any error while React takes the widget's nodes out of the marker.
    if (this.state.failed || slot.removed) return null;
    return createPortal(
      <ReplaceServerHtml slot={slot}>{slot.content}</ReplaceServerHtml>,
      slot.el,
      String(slot.key),
    );
  }
}

export interface SharedRoot {
  add(el: HTMLElement, content: ReactNode, onCrash: (error: unknown) => void): SlotHandle;
  /** Every `unmount()` inside `fn` joins one synchronous commit at its end. */
  together(fn: () => void): void;
}

/** `wrap` puts the page-wide providers around every slot; they reach the portals through React. */
export function createSharedRoot(
  wrap: (slots: ReactNode) => ReactNode,
  options: RootOptions,
): SharedRoot {
  const root: Root = createRoot(document.createElement('div'), options);
  const slots = new Map<number, ReactElement>();
  let nextKey = 0;
  let queued = false;
  let flushNeeded = false;
  let together = false;
  let togetherFlush = false;
  // Each slot's element is made once per change, so a render compares the others by identity.
  const render = (): void => root.render(wrap(Array.from(slots.values())));
  const put = (slot: Slot): void => {
    slots.set(slot.key, <SlotGuard key={slot.key} slot={slot} />);
  };
  /** One render for everything changed in this task: 500 markers cost one pass, not 500. */
  const schedule = (flush: boolean): void => {
    flushNeeded ||= flush;
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      const sync = flushNeeded;
      flushNeeded = false;
      if (sync) flushSync(render);
      else render();
    });
  };

  function add(el: HTMLElement, content: ReactNode, onCrash: (error: unknown) => void): SlotHandle {
    const key = nextKey++;
    let slot: Slot = {
      key,
      el,
      content,
      serverNodes: Array.from(el.childNodes),
      removed: false,
      onCrash,
      onGone: () => {
        // The commit that took the portal out is done; the empty guard can go now.
        if (!slot.removed || !slots.has(key)) return;
        slots.delete(key);
        schedule(false);
      },
    };
    put(slot);
    schedule(false);
    return {
      update(next) {
        if (slot.removed) return;
        slot = { ...slot, content: next };
        put(slot);
        schedule(false);
      },
      unmount() {
        if (slot.removed) return;
        slot = { ...slot, removed: true };
        put(slot);
        // In the document, synchronously, as root.unmount() was: the caller puts the server HTML
        // back next. A marker already out of the document (the observer's sweep) waits for the
        // task's one flush, so removing 500 markers is one commit, not 500.
        if (!el.isConnected) schedule(true);
        else if (together) togetherFlush = true;
        else flushSync(render);
      },
    };
  }

  return {
    add,
    together(fn) {
      if (together) return fn();
      together = true;
      try {
        fn();
      } finally {
        together = false;
        if (togetherFlush) {
          togetherFlush = false;
          flushSync(render);
        }
      }
    },
  };
}
