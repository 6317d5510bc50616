import { defineWidget } from '../../shared/ui/define-widget.tsx';
import { text } from '../../shared/widget-options.ts';
import { Tracking, type TrackingAttributes } from './tracking.tsx';

export const { mount } = defineWidget<TrackingAttributes>({
  options: { attributes: { 'data-test-event-code': text('a test event code from Events Manager') } },
  Component: Tracking,
});
