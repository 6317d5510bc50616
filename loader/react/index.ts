// dist/lib/react/index.js: the React host app library (README, "React host apps"). Types only from
// the loader: the loader itself stays the one script tag, and this code only writes placeholders
// and talks to window.katkin.
export { KatkinWidget, type KatkinWidgetProps } from './katkin-widget.tsx';
export { useKatkin, type KatkinHostCommands } from './use-katkin.ts';
export type { KatkinOptions, KatkinOptionValue } from './option-attributes.ts';
export type {
  KatkinAuth,
  KatkinConsent,
  KatkinErrorCode,
  KatkinEvent,
  KatkinEventDetails,
  KatkinEventName,
  KatkinFlags,
  KatkinTrackData,
  KatkinTrackEventName,
  KatkinTrackItem,
} from '../../shared/katkin-api.ts';
