// Contract section 5: data-test-event-code (Events Manager's test events); renders nothing.
import { defineOptions, text } from '../../shared/widget-options.ts';

export const trackingOptions = defineOptions({
  attributes: { 'data-test-event-code': text('a test event code from Events Manager') },
});
