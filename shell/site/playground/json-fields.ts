// The JSON child's fields, listed from the widget's spec (its reference): path, type, required or
// optional, rich (HTML through the sanitiser) and looks-only, with what each means. As the JSON is
// edited it is checked with the widget's own schema and each problem is shown at the field it names.
import type { JsonVariant } from '../../reference/widget-reference.ts';
import { element, type ReferenceEntry, type ReferenceModule } from './reference.ts';

export interface JsonFields {
  show(entry: ReferenceEntry, attributes: readonly [string, string][], json: string): void;
}

/** The attributes as the widget parses them (jsonFor reads them: the carousel's data-kind). */
function parsedAttributes(entry: ReferenceEntry, attributes: readonly [string, string][]): Record<string, unknown> {
  const specs = entry.spec.attributes ?? {};
  return Object.fromEntries(attributes.flatMap(([name, value]) => (Object.hasOwn(specs, name) ? [[name, specs[name]!.parse(value.trim())]] : [])));
}

function fieldRow(field: JsonVariant['fields'][number], words: ReferenceModule): HTMLLIElement {
  const tags = words.usage(field).split(', ').flatMap((tag) => [' ', element('span', 'field-tag', tag)]);
  const row = element('li', '', element('code', '', field.path), ` ${field.type}`, ...tags, field.meaning ? `: ${field.meaning}` : '', element('span', 'field-problem'));
  row.dataset.path = field.path;
  return row;
}

export function createJsonFields(section: HTMLElement, list: HTMLElement, words: ReferenceModule): JsonFields {
  return {
    show(entry, attributes, json) {
      const reference = entry.reference.json;
      section.hidden = reference === undefined;
      if (!reference) return list.replaceChildren();
      const parsed = parsedAttributes(entry, attributes);
      const chosen = reference.variants.filter((variant) => !variant.when || parsed[variant.when.attribute] === variant.when.value);
      const variants = chosen.length > 0 ? chosen : reference.variants;
      const general = element('p', 'field-problem');
      list.replaceChildren(
        element('p', 'hint', `The JSON child is ${reference.required ? 'required' : 'optional'}.`),
        general,
        ...variants.flatMap((variant) => [
          ...(variant.when && variants.length > 1 ? [element('h3', 'panel-heading', `When ${variant.when.attribute}="${variant.when.value}"`)] : []),
          element('ul', 'field-list', ...variant.fields.map((field) => fieldRow(field, words))),
        ]),
      );
      let data: unknown;
      try {
        data = json === '' ? undefined : JSON.parse(json);
      } catch {
        return; // the messages say it does not parse
      }
      const schema = words.jsonSchemaFor(entry.spec, parsed);
      const result = data === undefined || !schema ? undefined : schema.safeParse(data);
      if (!result || result.success) return;
      const rows = variants.flatMap((variant) => variant.fields);
      for (const issue of result.error.issues) {
        const path = words.fieldOfIssue(issue.path, rows);
        const looks = rows.find((row) => row.path === path)?.looks === true;
        const text = `${looks ? 'Warning (looks only: the default is used)' : 'Error'}: ${words.describeIssues([issue], data)}`;
        const target = path === undefined ? general : [...list.querySelectorAll<HTMLElement>('li')].find((row) => row.dataset.path === path)!.querySelector('.field-problem')!;
        target.append(element('span', '', ` ${text}`));
      }
    },
  };
}
