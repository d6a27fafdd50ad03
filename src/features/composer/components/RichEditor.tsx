/**
 * The composer's rich-text editor, loaded on demand: the editor and ProseMirror are a lazy
 * chunk (editor/RichEditorImpl.tsx) that starts loading when this wrapper first mounts, or
 * earlier through `preloadRichEditor()` (e.g. when a composer gets focus or is hovered).
 * While it loads, a frame of the editor's size with a spinner stands in (nothing to type
 * into, so no typing is lost); if the chunk fails to load, the frame says so and offers
 * Retry, and the rest of the page keeps working.
 */
import {
  Component,
  type ComponentType,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { t } from '@/i18n/translate';
import controlsCss from '@/ui/controls.css';
import { Loader } from '@/ui/Loader';
import { useStyles } from '@/ui/useStyles';
import css from '../editor/editorFrame.css';
import type { RichEditorProps } from '../editor/richEditorTypes';

export type { RichEditorHandle, RichEditorProps } from '../editor/richEditorTypes';

/** What a composer says when it is sent while the editor still uploads a file. */
export const UPLOADS_PENDING = 'Wait until the uploads have finished, then post again.';

type EditorModule = { default: ComponentType<RichEditorProps> };

let loading: Promise<EditorModule> | null = null;

function loadEditor(): Promise<EditorModule> {
  loading ??= import('../editor/RichEditorImpl').then(
    (module) => ({ default: module.RichEditorImpl }),
    (error: unknown) => {
      loading = null; // a later attempt asks the network again
      throw error;
    },
  );
  return loading;
}

/** Starts loading the editor's chunk, if it has not started yet. */
export function preloadRichEditor(): void {
  loadEditor().catch(() => undefined);
}

/** Replaced after a failed load: a React.lazy component keeps its first failure forever. */
let LazyEditor = lazy(loadEditor);

function EditorFrame({
  children,
  failed,
}: {
  children: ReactNode;
  failed?: boolean;
}): ReactElement {
  return (
    <div
      className={`fw-rich-frame${failed ? ' fw-rich-frame--failed' : ''}`}
      aria-busy={failed ? undefined : true}
    >
      {children}
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class EditorLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const retry = (): void => {
      this.props.onRetry();
      this.setState({ failed: false });
    };
    return (
      <EditorFrame failed>
        <p className="fw-rich-frameMessage" role="alert">
          {t('The editor could not be loaded.')}
        </p>
        <button type="button" className="fw-button" onClick={retry}>
          {t('Retry')}
        </button>
      </EditorFrame>
    );
  }
}

export function RichEditor(props: RichEditorProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('rich-editor-frame', css);
  const [, setAttempt] = useState(0);
  const retry = (): void => {
    LazyEditor = lazy(loadEditor);
    setAttempt((n) => n + 1);
  };
  const Editor = LazyEditor;
  return (
    <EditorLoadBoundary onRetry={retry}>
      <Suspense
        fallback={
          <EditorFrame>
            <Loader label={t('Loading the editor')} />
          </EditorFrame>
        }
      >
        <Editor {...props} />
      </Suspense>
    </EditorLoadBoundary>
  );
}
