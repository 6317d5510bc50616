import { describe, expect, it } from 'vitest';
import { exposeChunkIds } from './dist-files.ts';

// Shaped like a minified ES-module remoteEntry of @module-federation/enhanced 2.9.2 (rspack, named chunk ids).
const ENTRY =
  'var o={"./accordion":()=>Promise.all([s.e("default-webpack_sharing_consume_default_preact_preact"),s.e("default-shared_ui_define-widget_tsx"),s.e("widget_accordion")]).then(()=>()=>s(9064)),' +
  '"./cta-bar":()=>Promise.all([s.e("default-shared_ui_define-widget_tsx"),s.e("default-shared_ui_rating-stars_tsx-shared_ui_site-link_tsx"),s.e("widget_cta-bar")]).then(()=>()=>s(3474))};';

describe('exposeChunkIds', () => {
  it("lists the chunks an expose loads, its own and the shared ones, in the entry's order", () => {
    expect(exposeChunkIds(ENTRY, './cta-bar')).toEqual(['default-shared_ui_define-widget_tsx', 'default-shared_ui_rating-stars_tsx-shared_ui_site-link_tsx', 'widget_cta-bar']);
    expect(exposeChunkIds(ENTRY, './accordion')).toEqual(['default-webpack_sharing_consume_default_preact_preact', 'default-shared_ui_define-widget_tsx', 'widget_accordion']);
  });

  it('says so when the expose is not there (a build layout change the budgets must notice)', () => {
    expect(() => exposeChunkIds(ENTRY, './tooltip')).toThrow('the remoteEntry has no expose ./tooltip');
  });
});
