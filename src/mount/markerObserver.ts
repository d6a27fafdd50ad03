/**
 * The MutationObserver of the page: markers inserted later start, markers removed are released
 * by a microtask sweep (which also handles markers moved within the page), and new `data-props`
 * or `data-react` values update, restart or replace a marker's widget.
 */
import { consider, forEachMarker, type MountController } from './controller';
import { release, restart, validate } from './markerLifecycle';
import { parseProps } from './props';
import { report } from './reporting';

/** Watches the document for markers added, removed or changed later. */
export function observe(c: MountController): void {
  if (c.observer) return;
  const MO = c.opts.doc.defaultView?.MutationObserver ?? MutationObserver;
  c.observer = new MO((records) => onMutations(c, records));
  c.observer.observe(c.opts.doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-props', 'data-react'],
  });
}

function onMutations(c: MountController, mutations: MutationRecord[]): void {
  let removed = false;
  for (const m of mutations) {
    if (m.type === 'attributes') {
      onAttributeChanged(c, m.target as HTMLElement, m.attributeName);
      continue;
    }
    if (m.removedNodes.length) removed = true;
    m.addedNodes.forEach((node) => {
      if (node.nodeType !== 1 || !node.isConnected) return;
      forEachMarker(c, node as HTMLElement, (el) => void consider(c, el));
    });
  }
  if (removed) queueSweep(c);
}

function queueSweep(c: MountController): void {
  if (c.sweepQueued) return;
  c.sweepQueued = true;
  queueMicrotask(() => {
    c.sweepQueued = false;
    for (const record of [...c.records.values()]) {
      if (!record.el.isConnected) release(c, record, false);
    }
  });
}

function onAttributeChanged(c: MountController, el: HTMLElement, attribute: string | null): void {
  const record = c.records.get(el);
  if (!record) {
    if (attribute === 'data-react' && el.isConnected) void consider(c, el);
    return;
  }
  if (attribute === 'data-react') {
    release(c, record, true);
    c.records.delete(el);
    void consider(c, el);
    return;
  }
  const parsed = parseProps(el.getAttribute('data-props'));
  if (!parsed.ok) return report(c.opts.doc, record, `${parsed.reason}; keeping the previous props`);
  const entry = c.opts.registry.get(record.name);
  if (record.state === 'failed' || (record.state === 'waiting' && entry)) {
    restart(c, record);
    return;
  }
  if (!entry || record.state === 'waiting') return;
  const invalid = validate(entry, parsed.props);
  if (invalid) return report(c.opts.doc, record, `${invalid}; keeping the previous props`);
  record.props = parsed.props;
  record.handle?.update({ ...parsed.props, contents: record.contents });
}
