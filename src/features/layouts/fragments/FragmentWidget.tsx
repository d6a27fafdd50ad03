import { Component, type ReactElement, type ReactNode, Suspense, useEffect, useState } from 'react';
import { t } from '@/i18n/translate';
import { selectBootstrap } from '@/store/bootstrapSlice';
import { useAppSelector } from '@/store/hooks';
import { lazyWidget, useWidgetResolver } from '@/store/widgetResolver';
import type { FragmentImpl } from '../layoutTypes';
import { addFragmentStylesheet, fragmentRefusal } from './loadFragment';
import { lazyFragment } from './lazyFragment';

interface FragmentProps {
  /** The widget the fragment replaces, for messages. */
  name: string;
  impl: FragmentImpl;
  props: Record<string, unknown>;
}

/** 03 §8: a fragment that cannot load shows this in place of its widget; the cause is logged. */
export function FragmentError(): ReactElement {
  return (
    <div className="fw-layout-problem" role="alert">
      {t('Error Loading Fragment')}
    </div>
  );
}

class FragmentBoundary extends Component<
  { name: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error(
      `[forum-widgets] The fragment for "${this.props.name}" failed: ${(error as Error)?.message ?? String(error)}`,
    );
  }
  override render(): ReactNode {
    return this.state.failed ? <FragmentError /> : this.props.children;
  }
}

/**
 * A node with `$fragmentImpl` (03 §3): the site's custom fragment instead of the widget's own
 * rendering. Its stylesheet is applied first (at most 1000 ms), then its script's component renders
 * with the node's props; without a jsUrl the widget itself renders with the fragment's styles.
 */
export function FragmentWidget({ name, impl, props }: FragmentProps): ReactElement {
  const resolve = useWidgetResolver();
  const nonce = useAppSelector(selectBootstrap).cspNonce;
  const refusal = fragmentRefusal(impl);
  const hasSheet = !refusal && Boolean(impl.cssUrl || impl.css);
  const [sheetReady, setSheetReady] = useState(!hasSheet);

  useEffect(() => {
    if (!hasSheet) return undefined;
    let live = true;
    const sheet = addFragmentStylesheet(impl, nonce);
    void sheet.ready.then(() => live && setSheetReady(true));
    return () => {
      live = false;
      sheet.release();
    };
  }, [hasSheet, impl, nonce]);

  const Fragment = refusal
    ? null
    : impl.jsUrl
      ? lazyFragment(impl, resolve, nonce)
      : lazyWidget(resolve, name);

  if (refusal) {
    return <RefusedFragment name={name} reason={refusal} />;
  }
  if (!sheetReady || !Fragment) return <></>;
  return (
    <FragmentBoundary name={name}>
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- one cached component per fragment (lazyFragment, lazyWidget), the same on every render */}
        <Fragment {...props} contents="" />
      </Suspense>
    </FragmentBoundary>
  );
}

function RefusedFragment({ name, reason }: { name: string; reason: string }): ReactElement {
  useEffect(() => {
    console.error(`[forum-widgets] The fragment for "${name}" ${reason}; it was not loaded.`);
  }, [name, reason]);
  return <FragmentError />;
}
