// The fields of a widget's JSON schema as rows for people: path, type in words, optional or not,
// rich (HTML through the sanitiser) or looks-only. Read from the zod/mini schema itself
// (`schema._zod.def`), so the playground and docs/widget-options.md show what is validated.
import {
  imageSrcField,
  isoDateText,
  nonEmptyText,
  productLinkField,
  richText,
  siteOrExternalLinkField,
  sitePathField,
} from '../../shared/content-fields.ts';
import type { z } from '../../shared/zod.ts';

export interface FieldDoc {
  /** "title", "ctas[].color", "[].title" (a list at the top), "banners.*" (a record's values). */
  path: string;
  type: string;
  required: boolean;
  rich: boolean;
  looks: boolean;
}

type Schema = z.core.$ZodType;
type Def = { type: string; [key: string]: unknown };
type CheckDef = { check: string; value?: number; inclusive?: boolean; minimum?: number; maximum?: number; format?: string };

/** The shared content fields (shared/content-fields.ts), named by what they take rather than "text". */
const NAMED = new Map<Schema, string>([
  [richText, 'rich text (HTML)'],
  [sitePathField, 'site path ("/plans")'],
  [productLinkField, 'product link ("cat-food", read as /cat-food)'],
  [siteOrExternalLinkField, 'site path or http(s) URL'],
  [imageSrcField, 'http(s) URL or site path'],
  [isoDateText, 'date (YYYY-MM-DD)'],
  [nonEmptyText, 'text, not empty'],
]);

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((check) => check._zod.def);

/** "from 0 to 5", "at least 1", "at least 1 character": the limits the checks set. */
function limits(def: Def): string {
  const parts = checksOf(def).flatMap((check) => {
    if (check.check === 'greater_than') return [`${check.inclusive ? 'at least' : 'more than'} ${check.value}`];
    if (check.check === 'less_than') return [`${check.inclusive ? 'at most' : 'less than'} ${check.value}`];
    if (check.check === 'min_length') return [`at least ${check.minimum} character${check.minimum === 1 ? '' : 's'}`];
    if (check.check === 'max_length') return [`at most ${check.maximum} characters`];
    return [];
  });
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}

/** The type in words; objects and lists of objects are "object" and "list of objects", their fields get rows of their own. */
function typeName(schema: Schema): string {
  const named = NAMED.get(schema);
  if (named) return named;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return `text${limits(def)}`;
    case 'number':
      return `${def.format === 'safeint' ? 'whole number' : 'number'}${limits(def)}`;
    case 'boolean':
      return 'true or false';
    case 'enum':
      return Object.values(def.entries as Record<string, string>).map((value) => JSON.stringify(value)).join(' | ');
    case 'literal':
      return (def.values as unknown[]).map((value) => JSON.stringify(value)).join(' | ');
    case 'object':
      return 'object';
    case 'array':
      return `list of ${plural(typeName(def.element as Schema))}`;
    case 'record':
      return `object of ${typeName(def.valueType as Schema)} by name`;
    case 'union':
      return (def.options as Schema[]).map(typeName).join(' or ');
    case 'optional':
    case 'nullable':
    case 'default':
      return typeName(def.innerType as Schema);
    case 'pipe':
      return typeName(def.in as Schema); // what the host writes, before any transform
    default:
      return def.type;
  }
}

const plural = (type: string) => (type === 'object' ? 'objects' : type);

/** Every field at every depth, in the schema's order; `looks` names the looks-only fields (jsonLooks). */
export function schemaFields(schema: Schema, looks: readonly string[] = []): FieldDoc[] {
  const rows: FieldDoc[] = [];
  const visit = (node: Schema, path: string, required: boolean) => {
    let def = defOf(node);
    while (!NAMED.has(node) && (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'pipe')) {
      if (def.type !== 'pipe') required = false;
      node = (def.type === 'pipe' ? def.in : def.innerType) as Schema;
      def = defOf(node);
    }
    const leaf = path.replace(/\[\]$/, '').split(/[.[\]]/).filter(Boolean).at(-1) ?? '';
    if (path !== '') rows.push({ path, type: typeName(node), required, rich: node === richText, looks: looks.includes(leaf) });
    if (NAMED.has(node)) return;
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, Schema>)) visit(child, path === '' ? key : `${path}.${key}`, true);
    } else if (def.type === 'array') {
      const element = def.element as Schema;
      if (defOf(element).type === 'object' || path === '') visitItems(element, `${path}[]`);
    } else if (def.type === 'record') {
      visit(def.valueType as Schema, `${path}.*`, true);
    }
  };
  // A list's items: the fields of each item, without a row for the item itself.
  const visitItems = (element: Schema, path: string) => {
    const def = defOf(element);
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, Schema>)) visit(child, `${path}.${key}`, true);
    } else visit(element, path, true);
  };
  visit(schema, '', true);
  return rows;
}

/** The row a validation issue belongs to: its path with list indices as [], cut back to the nearest row. */
export function fieldOfIssue(issuePath: readonly PropertyKey[], rows: readonly FieldDoc[]): string | undefined {
  const keys = issuePath.map((key) => (typeof key === 'number' ? '[]' : String(key)));
  for (let length = keys.length; length > 0; length--) {
    const path = keys.slice(0, length).reduce((text, key) => (key === '[]' ? `${text}[]` : text === '' ? key : `${text}.${key}`), '');
    if (rows.some((row) => row.path === path)) return path;
  }
  return undefined;
}
