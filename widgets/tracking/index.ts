import { defineHeadlessWidget } from '../../shared/headless-widget.ts';
import { text } from '../../shared/widget-options.ts';
import { startTrackingSession } from './tracking-session.ts';

export const { mount } = defineHeadlessWidget<{ 'data-test-event-code': string }>({
  options: { attributes: { 'data-test-event-code': text('a test event code from Events Manager') } },
  start: (context, attributes) => startTrackingSession(context.store, attributes['data-test-event-code']),
});
