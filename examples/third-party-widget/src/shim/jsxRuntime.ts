import type * as JsxRuntime from 'react/jsx-runtime';
import { page } from '../forum';

/* What `react/jsx-runtime` (the compiled JSX) resolves to in this bundle: the page's. */
type J = typeof JsxRuntime;

export const jsx: J['jsx'] = (type, props, key) => page().jsx(type, props, key);
export const jsxs: J['jsxs'] = (type, props, key) => page().jsxs(type, props, key);
// React's fragment is a registered symbol, the same in every copy; no call is needed to know it.
export const Fragment = Symbol.for('react.fragment') as unknown as J['Fragment'];
