// A widget's reference as data, made from its options spec (NAME-options.ts) and its docs
// (NAME-docs.ts): every attribute with its kind, values and default, every JSON field with its
// type, and what the docs declare. The playground renders it as controls and docs, and
// scripts/widget-reference.ts writes it as docs/widget-options.md: one generator, so neither drifts.
import type { WidgetDocs } from '../../shared/widget-docs.ts';
import type { AttributeKind, OptionsSpec } from '../../shared/widget-options.ts';
import type { z } from '../../shared/zod.ts';
import { schemaFields, type FieldDoc } from './schema-fields.ts';

export type AnyOptionsSpec = OptionsSpec<Record<string, unknown>, unknown, boolean>;

export type AttributeDoc = AttributeKind & { name: string; expected: string; required: boolean; looks: boolean; default?: string };

export interface JsonVariant {
  /** The attribute value that chooses this shape (`data-kind="team"`), when the shape depends on one. */
  when?: { attribute: string; value: string };
  fields: (FieldDoc & { meaning?: string })[];
}

export interface WidgetReference {
  widget: string;
  docs?: WidgetDocs;
  attributes: AttributeDoc[];
  /** Undefined when the widget takes no JSON child. */
  json?: { required: boolean; variants: JsonVariant[] };
}

/** Every state of contract section 4: the same for every widget. */
export const WIDGET_STATES = ['loading', 'ready', 'error'] as const;

function attributeDocs(spec: AnyOptionsSpec): AttributeDoc[] {
  return Object.entries(spec.attributes ?? {}).map(([name, attribute]) => {
    const { parse, required, looks, ...rest } = attribute;
    void parse; // a function: the reference is data only
    return { name, ...rest, required: Boolean(required), looks: looks === true };
  });
}

/** The JSON shapes: one, or one per value of the choice attribute that `jsonFor` reads. */
function jsonSchemas(spec: AnyOptionsSpec, attributes: AttributeDoc[]): { when?: JsonVariant['when']; schema: z.core.$ZodType }[] {
  if (spec.json) return [{ schema: spec.json }];
  if (!spec.jsonFor) return [];
  return attributes.flatMap((attribute) =>
    attribute.kind !== 'choice'
      ? []
      : attribute.values.flatMap((value) => {
          const schema = spec.jsonFor!({ [attribute.name]: value });
          return schema ? [{ when: { attribute: attribute.name, value }, schema }] : [];
        }),
  );
}

export function describeWidget(widget: string, spec: AnyOptionsSpec, docs?: WidgetDocs): WidgetReference {
  const attributes = attributeDocs(spec);
  const schemas = jsonSchemas(spec, attributes);
  const variants = schemas.map(({ when, schema }) => ({
    ...(when && { when }),
    fields: schemaFields(schema, spec.jsonLooks).map((field) => ({ ...field, meaning: docs?.fields?.[field.path] })),
  }));
  return { widget, ...(docs && { docs }), attributes, ...(schemas.length > 0 && { json: { required: spec.jsonRequired === true, variants } }) };
}

/** The JSON schema for these attribute values (carousel: by data-kind), or undefined when there is none. */
export function jsonSchemaFor(spec: AnyOptionsSpec, attributes: Record<string, unknown>): z.ZodMiniType | undefined {
  return spec.json ?? spec.jsonFor?.(attributes);
}
