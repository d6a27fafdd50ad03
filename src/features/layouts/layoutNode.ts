/** The node of a layout tree (03 §3), shared by ./layoutTypes and ./widgetPropTypes. */

/** One hydrated node: a registered widget name and its props. */
export interface LayoutNode {
  $reactComponent: string;
  $reactProps?: Record<string, unknown>;
  /** A custom fragment replacing the widget's own rendering (03 §3). */
  $fragmentImpl?: FragmentImpl;
}

/** 03 §3 Fragment implementation; `jsUrl`/`cssUrl` are `/api/v2/fragments/{uuid}/js` and `/css`. */
export interface FragmentImpl {
  fragmentUUID: string;
  jsUrl?: string;
  cssUrl?: string;
  css?: string;
}
