// docs/widget-options.md from the widgets' references: the same data the playground shows, so the
// written tables cannot differ from the specs (npm run lint compares them: scripts/widget-reference.ts).
import { WIDGET_STATES, type AttributeDoc, type JsonVariant, type WidgetReference } from './widget-reference.ts';

/** A table cell: pipes escaped, so a value such as `"a" | "b"` stays in its cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

/** "a, b, date", "whole number 0 to 600", "text": the attribute's values in words (`mark` wraps each value). */
export function attributeValues(attribute: AttributeDoc, mark = (value: string) => value): string {
  if (attribute.kind === 'choice') return attribute.values.map(mark).join(', ');
  if (attribute.kind === 'number') return `whole number ${attribute.min} to ${attribute.max}`;
  return 'text';
}

/** "required", "looks only", "optional": how the widget treats the attribute or field. */
export function usage(item: { required: boolean; looks: boolean; rich?: boolean }): string {
  return [item.required ? 'required' : 'optional', item.looks && 'looks only', item.rich && 'rich'].filter(Boolean).join(', ');
}

function attributesTable(attributes: AttributeDoc[]): string[] {
  if (attributes.length === 0) return ['No attributes.'];
  return [
    '| attribute | values | default | use | expected |',
    '|---|---|---|---|---|',
    ...attributes.map((a) => `| ${code(a.name)} | ${cell(attributeValues(a, code))} | ${a.default === undefined ? '' : code(a.default)} | ${usage(a)} | ${cell(a.expected)} |`),
  ];
}

function fieldsTable(variant: JsonVariant): string[] {
  return [
    ...(variant.when ? [`When ${code(`${variant.when.attribute}="${variant.when.value}"`)}:`, ''] : []),
    '| field | type | use | meaning |',
    '|---|---|---|---|',
    ...variant.fields.map((f) => `| ${code(f.path)} | ${cell(f.type)} | ${usage(f)} | ${cell(f.meaning ?? '')} |`),
  ];
}

function widgetSection(reference: WidgetReference): string[] {
  const { docs, json } = reference;
  return [
    `## ${reference.widget}`,
    '',
    ...(docs ? [docs.summary, ''] : []),
    ...attributesTable(reference.attributes),
    '',
    ...(json ? [`JSON child: ${json.required ? 'required' : 'optional'}.`, '', ...json.variants.flatMap((variant) => [...fieldsTable(variant), ''])] : ['No JSON child.', '']),
    ...(docs
      ? [
          `- Login: ${docs.login}`,
          `- Calls: ${docs.calls.length === 0 ? 'none' : docs.calls.map(code).join(', ')}`,
          `- Events: ${docs.events.map(code).join(', ')}`,
          `- States (\`data-katkin-state\`): ${WIDGET_STATES.map(code).join(', ')}`,
          '',
        ]
      : []),
  ];
}

export function referenceMarkdown(references: WidgetReference[]): string {
  return [
    '# Widget options',
    '',
    '<!-- Generated from each widget\'s NAME-options.ts and NAME-docs.ts by `npm run docs:options`; `npm run lint` fails when it differs. -->',
    '',
    'Every widget\'s attributes and JSON fields as its options spec validates them. "Looks only": an invalid value',
    'falls back to the default with a console message. "Rich": HTML through the one sanitiser. The playground',
    '(`npm start`) shows the same for the chosen widget.',
    '',
    ...references.flatMap(widgetSection),
  ].join('\n');
}
