import { Component, type ErrorInfo, type ReactElement, type ReactNode, Suspense } from 'react';
import { formatString, t } from '@/i18n/translate';
import { usePermission } from '@/permissions/usePermission';
import { lazyWidget, useWidgetResolver } from '@/store/widgetResolver';
import { FragmentWidget } from '../fragments/FragmentWidget';
import type { LayoutNode } from '../layoutTypes';

/** Who sees a failed widget's message (03 §8): site managers and moderators. */
export const PRIVILEGED_PERMISSIONS = ['site.manage', 'community.moderate'];

/** What a failed node shows in its place: the message for privileged viewers, nothing for others. */
export function WidgetProblem({ component }: { component: string }): ReactElement | null {
  const { allowed } = usePermission(PRIVILEGED_PERMISSIONS);
  if (!allowed) return null;
  return (
    <div className="fw-layout-problem" role="alert">
      {formatString(t('There was a problem loading %s'), component || t('a widget'))}
    </div>
  );
}

interface BoundaryProps {
  component: string;
  children: ReactNode;
}

/** One node's boundary: its failure is logged once and replaces that node only. */
export class NodeBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    console.error(
      `[forum-widgets] Layout widget "${this.props.component}" failed: ${
        (error as Error)?.message ?? String(error)
      }`,
    );
  }

  override render(): ReactNode {
    if (this.state.failed) return <WidgetProblem component={this.props.component} />;
    return this.props.children;
  }
}

/** Shown while a node's code loads: a block of the size of nothing, so nothing jumps. */
const nodeFallback = null;

function isNode(value: unknown): value is LayoutNode {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as LayoutNode).$reactComponent === 'string'
  );
}

/**
 * The widget names a layout tree uses: its nodes and the nodes in their props (section slots,
 * tabs), at any depth up to 20, each once. Fragment nodes are left out (their code is the
 * fragment's own script).
 */
export function layoutWidgetNames(root: unknown): string[] {
  const names = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > 20 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (isNode(value) && !value.$fragmentImpl && value.$reactComponent.trim() !== '')
      names.add(value.$reactComponent);
    for (const child of Object.values(value as Record<string, unknown>)) walk(child, depth + 1);
  };
  walk(root, 0);
  return [...names];
}

/** Renders one node: its widget by name (or its fragment), in its own boundary and Suspense. */
export function LayoutNodeView({ node }: { node: LayoutNode }): ReactElement {
  const resolve = useWidgetResolver();
  const name = isNode(node) ? node.$reactComponent : '';
  const props = (isNode(node) && node.$reactProps) || {};
  let body: ReactNode;
  if (!isNode(node) || name.trim() === '') {
    body = <Throw error={new Error('a layout node has no $reactComponent name')} />;
  } else if (node.$fragmentImpl) {
    body = <FragmentWidget name={name} impl={node.$fragmentImpl} props={props} />;
  } else {
    const Widget = lazyWidget(resolve, name);
    // eslint-disable-next-line react-hooks/static-components -- lazyWidget caches one component per name, the same on every render
    body = <Widget {...props} contents="" />;
  }
  return (
    <NodeBoundary component={name}>
      <Suspense fallback={nodeFallback}>{body}</Suspense>
    </NodeBoundary>
  );
}

function Throw({ error }: { error: Error }): never {
  throw error;
}

/** Renders a list of layout nodes, each isolated from the others. */
export function LayoutNodes({ nodes }: { nodes?: readonly LayoutNode[] | null }): ReactElement {
  const list = Array.isArray(nodes) ? nodes : [];
  return (
    <>
      {list.map((node, i) => (
        <LayoutNodeView key={`${i}:${isNode(node) ? node.$reactComponent : ''}`} node={node} />
      ))}
    </>
  );
}

/**
 * For section widgets (one, two, three columns, tabs…): renders the child node arrays in their
 * `$reactProps` the same way as the page does.
 *
 *   import { LayoutChildren } from '../../src/features/layouts/components/LayoutNodes';
 *   <LayoutChildren nodes={props.mainBottom} />
 */
export function LayoutChildren({ nodes }: { nodes?: readonly LayoutNode[] | null }): ReactElement {
  return <LayoutNodes nodes={nodes} />;
}
