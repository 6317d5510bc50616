// preact build only: the 'react' shared module, one per page, and the only one: preact, its hooks
// and compat in one file, one request (rspack.config.ts). It names exactly the React APIs our code
// uses, so that the page's shared copy of preact/compat carries nothing else (a shared module keeps
// every export it has), and what preact/jsx-runtime takes from preact (preact-shims/preact.js), so
// that the widgets' JSX reaches this same copy. 'preact' and 'preact/compat' here are the packages.
export { options } from 'preact';
export {
  Component,
  Fragment,
  createContext,
  hydrate,
  render,
  unmountComponentAtNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'preact/compat';
