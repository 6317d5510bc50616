// The Theme tab: a row for each public custom property (theme-properties.ts), its name the label,
// a text field for any CSS value of its kind (empty: our brand's value, or the host's), a colour
// picker beside each colour, and what it sets. A value the browser does not read as its kind is
// said beside it and left out. Under the rows, each pair whose contrast falls short of AA.
import { quoted } from '../quoted.ts';
import { element } from './reference.ts';
import { contrastProblems, type Rgb } from './theme-contrast.ts';
import { THEME_PROPERTIES, type ThemeEntry, type ThemeProperty } from './theme-properties.ts';
import { themeValueProblem } from './theme-values.ts';

// Colours as the browser paints them (names, hsl(), oklch() alike), one over another.
const canvas = Object.assign(element('canvas'), { width: 1, height: 1 });
const paint = canvas.getContext('2d', { willReadFrequently: true })!;

/** Whether the canvas paints this colour as a page would: it keeps its last fill for one it cannot
 * read (light-dark()), and currentcolor is the canvas's own text colour, not the widget's. */
function paintable(colour: string): boolean {
  if (/currentcolor/i.test(colour)) return false;
  paint.fillStyle = '#000';
  paint.fillStyle = colour;
  const overBlack = paint.fillStyle;
  paint.fillStyle = '#fff';
  paint.fillStyle = colour;
  return paint.fillStyle === overBlack;
}

/** Each colour as it shows, painted one over the other on white: a see-through one shows what is under it. */
function paintOver(...colours: string[]): Rgb[] {
  paint.fillStyle = '#fff';
  paint.fillRect(0, 0, 1, 1);
  return colours.map((colour): Rgb => {
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    const [red, green, blue] = paint.getImageData(0, 0, 1, 1).data;
    return [red!, green!, blue!];
  });
}
const hexOf = (rgb: Rgb) => `#${rgb.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

export interface ThemeControls {
  /** The entries set whose values the browser reads, in the list's order. */
  read(): ThemeEntry[];
  /** Sets the fields from a link's theme, once linkedTheme has checked it. */
  load(theme: readonly ThemeEntry[]): void;
}

interface Row {
  property: ThemeProperty;
  text: HTMLInputElement;
  picker?: HTMLInputElement;
  problem: HTMLElement;
}

export function createThemeControls(parts: { rows: HTMLElement; contrast: HTMLElement; reset: HTMLButtonElement }, onChange: () => void): ThemeControls {
  const typed = (row: Row) => row.text.value.trim();
  const problemOf = (row: Row) => (typed(row) === '' ? undefined : themeValueProblem([row.property.name, typed(row)]));
  const usable = (row: Row) => typed(row) !== '' && problemOf(row) === undefined;

  /** A colour of the theme as tried: a property's value, else our brand's; a colour of ours as it is. */
  const valueOf = (name: string): string => {
    const row = rows.find((candidate) => candidate.property.name === name);
    if (!row) return name;
    return usable(row) ? typed(row) : row.property.brand!;
  };

  const measure = (fore: string, back: string): [Rgb, Rgb] | string => {
    const [foreValue, backValue] = [valueOf(fore), valueOf(back)];
    const unmeasurable = [foreValue, backValue].find((colour) => !paintable(colour));
    if (unmeasurable !== undefined) return quoted(unmeasurable);
    const [backRgb, foreRgb] = paintOver(backValue, foreValue) as [Rgb, Rgb];
    return [foreRgb, backRgb];
  };

  // Said only when it changes: every keystroke in any field comes here.
  let said = '';
  const showContrast = () => {
    const problems = contrastProblems(measure);
    const items = problems.length > 0 ? problems : ['Every pair meets WCAG 2.2 AA: 4.5:1 for text, 3:1 for borders and the focus ring.'];
    if (items.join('\n') === said) return;
    said = items.join('\n');
    parts.contrast.replaceChildren(...items.map((text) => element('li', problems.length > 0 ? 'message-warning' : 'message-ok', text)));
  };

  /** The row's problem beside it, its picker on its colour, the contrast below. */
  const refresh = (row: Row) => {
    const problem = problemOf(row);
    row.problem.textContent = problem ? ` Left out: ${problem}.` : '';
    if (problem) row.text.setAttribute('aria-invalid', 'true');
    else row.text.removeAttribute('aria-invalid');
    if (row.picker) row.picker.value = hexOf(paintOver(valueOf(row.property.name))[0]!);
  };

  /** A field changed by typing, the picker or Clear: its row and the contrast shown again, then the page told. */
  const changed = (changedRows: Row[]) => {
    changedRows.forEach(refresh);
    showContrast();
    onChange();
  };

  const rows: Row[] = THEME_PROPERTIES.map((property) => {
    const id = `theme-${property.name.slice(2)}`;
    const text = Object.assign(element('input'), { id, spellcheck: false, autocomplete: 'off', placeholder: property.brand ?? "the page's" });
    text.setAttribute('aria-describedby', `${id}-hint`);
    const problem = element('span', 'field-problem');
    const hint = element('p', 'hint', `${property.sets} · default ${property.brand ?? "the page's (inherited)"}`, problem);
    hint.id = `${id}-hint`;
    const label = element('label', '', property.name);
    label.htmlFor = id;
    const row: Row = { property, text, problem };
    if (property.kind === 'colour') {
      row.picker = Object.assign(element('input'), { type: 'color' });
      row.picker.setAttribute('aria-label', `Pick ${property.name}`);
      row.picker.addEventListener('input', () => {
        text.value = row.picker!.value;
        changed([row]);
      });
    }
    text.addEventListener('input', () => changed([row]));
    parts.rows.append(element('div', 'attribute-control theme-control', label, element('span', 'theme-value', text, ...(row.picker ? [row.picker] : [])), hint));
    return row;
  });

  const refreshAll = () => {
    rows.forEach(refresh);
    showContrast();
  };
  parts.reset.addEventListener('click', () => {
    rows.forEach((row) => (row.text.value = ''));
    changed(rows);
  });
  refreshAll();

  return {
    read: () => rows.filter(usable).map((row): ThemeEntry => [row.property.name, typed(row)]),
    load(theme) {
      rows.forEach((row) => (row.text.value = theme.find(([name]) => name === row.property.name)?.[1] ?? ''));
      refreshAll();
    },
  };
}
