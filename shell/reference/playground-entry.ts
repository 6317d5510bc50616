// What the playground's bundle (reference-bundle.ts) gives the browser besides the widgets'
// entries: the functions that read a spec, bundled with zod (the shell's transformed scripts cannot import it).
export { describeIssues } from '../../shared/zod.ts';
export { fieldOfIssue } from './schema-fields.ts';
export { jsonSchemaFor, WIDGET_STATES } from './widget-reference.ts';
export { attributeValues, usage } from './reference-markdown.ts';
