// preact build only: `preact/compat` and `react-dom` resolve here, and 'react' is the shared
// key (preact-shims/react.ts, compat with the APIs our code uses), so the page holds one copy of
// compat whoever asks.
export * from 'react';
