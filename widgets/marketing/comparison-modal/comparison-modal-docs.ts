// comparison-modal's docs beside its options spec (CONTRIBUTING: NAME-docs.ts): what the spec cannot say.
import { defineDocs } from '../../../shared/widget-docs.ts';

export const docs = defineDocs({
  summary: 'A button that opens a table comparing KatKin with another brand.',
  login: 'no',
  calls: [],
  events: ['katkin:ready', 'katkin:error'],
  fields: {
    button_text: "the button's words (default 'How we compare')",
    headers: "the table's two column headers",
    'headers.product': "the product column's header",
    'headers.product.title': 'its title',
    'headers.product.image': 'a logo or picture',
    'headers.product.image.src': 'an http(s) URL or a site path',
    'headers.product.image.alt': "its text alternative; \"\" when decorative",
    'headers.product.withLogo': 'show the picture as a logo beside the title',
    'headers.competitor': "the competitor column's header",
    'headers.competitor.title': 'its title',
    'headers.competitor.image': 'a logo or picture',
    'headers.competitor.image.src': 'an http(s) URL or a site path',
    'headers.competitor.image.alt': "its text alternative; \"\" when decorative",
    'headers.competitor.withLogo': 'show the picture as a logo beside the title',
    rows: "the table's rows",
    'rows[].product': "the product's cell",
    'rows[].product.icon': 'TICK (named Yes) or CROSS (named No)',
    'rows[].product.body': "the cell's words",
    'rows[].competitor': "the competitor's cell",
    'rows[].competitor.icon': 'TICK (named Yes) or CROSS (named No)',
    'rows[].competitor.body': "the cell's words",
  },
});
