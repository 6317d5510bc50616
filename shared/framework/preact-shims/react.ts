// preact build only: the 'react' shared module, one per page. It names exactly the React APIs our
// code uses, so that the page's shared copy of preact/compat carries nothing else (a shared module
// keeps every export it has). 'preact/compat' here is the package itself (rspack.config.ts).
export {
  Component,
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
