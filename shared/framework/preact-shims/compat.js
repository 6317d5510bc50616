// preact build only: `preact/compat` and `react-dom` resolve here, and 'react' is the shared
// key whose fallback is preact/compat, so the page holds one copy of compat whoever asks.
export * from 'react';
export { default } from 'react';
