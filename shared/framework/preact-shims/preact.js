// preact build only: preact/jsx-runtime's import of 'preact' resolves here (rspack.config.ts), so
// the widgets' JSX uses the page's one shared copy (preact-shims/react.ts) and not a copy of its own.
export { Fragment, options } from 'react';
