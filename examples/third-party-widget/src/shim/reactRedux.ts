import { page } from '../forum';

/* What `react-redux` resolves to in this bundle: the page's store hooks (one store, one context). */
type Hooks = Pick<ReturnType<typeof page>, 'useSelector' | 'useDispatch' | 'useStore'>;

export const useSelector = ((selector: never) =>
  page().useSelector(selector)) as unknown as Hooks['useSelector'];
export const useDispatch = (() => page().useDispatch()) as unknown as Hooks['useDispatch'];
export const useStore = (() => page().useStore()) as unknown as Hooks['useStore'];
