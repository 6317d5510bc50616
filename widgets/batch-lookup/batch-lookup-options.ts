// Contract section 5: batch-lookup takes no options (a partner pastes the bare placeholder).
import { defineOptions } from '../../shared/widget-options.ts';

export const batchLookupOptions = defineOptions({});
