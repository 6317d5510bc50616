// What the playground shows: one placeholder (widget, data-* attributes, JSON child) in a frame
// of one width, under a theme. Shared by the URL state, the embed code and the editor.
import type { ThemeEntry } from './theme-properties.ts';

export const FRAME_WIDTHS = [390, 800, 1300] as const;
export type FrameWidth = (typeof FRAME_WIDTHS)[number];
export const DEFAULT_WIDTH: FrameWidth = 800;

export interface PlaygroundState {
  widget: string;
  /** In order; names are checked by attributeNameMessage before they reach a placeholder. */
  attributes: [name: string, value: string][];
  /** The JSON child's text as typed; '' means no JSON child. */
  json: string;
  width: FrameWidth;
  /** The custom properties set on the frame's page (theme-properties.ts), in the Theme tab's order. */
  theme: ThemeEntry[];
}
