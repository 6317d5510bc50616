import { defineHeadlessWidget } from '../../shared/headless-widget.ts';
import { startTrackingSession } from './tracking-session.ts';
import { trackingOptions } from './tracking-options.ts';

export const { mount } = defineHeadlessWidget({
  options: trackingOptions,
  start: (context, attributes) => startTrackingSession(context.store, attributes['data-test-event-code']),
});
