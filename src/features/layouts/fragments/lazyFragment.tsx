import { type ComponentType, lazy } from 'react';
import { type WidgetResolver, refusalOf } from '@/store/widgetResolver';
import type { FragmentImpl } from '../layoutTypes';
import { FragmentLoadError, loadFragmentComponent } from './loadFragment';

type LazyComponent = ComponentType<Record<string, unknown>>;
const lazyFragments = new Map<string, LazyComponent>();

/** One lazy component per fragment (so re-renders keep its state); a failed load is tried again. */
export function lazyFragment(
  impl: FragmentImpl,
  resolve: WidgetResolver,
  nonce: string | undefined,
): LazyComponent {
  let found = lazyFragments.get(impl.fragmentUUID);
  if (!found) {
    found = lazy(() =>
      loadFragmentComponent(impl, resolve, nonce).then(
        (widget) => {
          const Inner = widget.component;
          function Validated(p: Record<string, unknown>) {
            const refused = refusalOf(widget, p);
            if (refused) throw new FragmentLoadError(refused);
            return <Inner {...p} />;
          }
          return { default: Validated };
        },
        (error: unknown) => {
          lazyFragments.delete(impl.fragmentUUID);
          throw error;
        },
      ),
    );
    lazyFragments.set(impl.fragmentUUID, found);
  }
  return found;
}
