// The Theme tab: a row for each public custom property (theme-properties.ts), its name the label,
// a text field for any CSS value of its kind (empty: our brand's value, or the host's), a colour
// picker beside each colour, and what it sets. A value the browser does not read as its kind is
// said beside it and left off. Under the rows, each pair whose contrast falls short of AA.
import { element } from './reference.ts';
import { contrastProblems, type Rgb } from './theme-contrast.ts';
import { THEME_PROPERTIES, type ThemeEntry, type ThemeProperty } from './theme-properties.ts';
import { themeValueProblem, usableTheme } from './theme-values.ts';

// A colour as painted (names, hsl(), oklch() alike), over white where it lets white through.
const canvas = Object.assign(element('canvas'), { width: 1, height: 1 });
const paint = canvas.getContext('2d', { willReadFrequently: true })!;
function rgbOf(colour: string): Rgb {
  paint.fillStyle = '#fff';
  paint.fillRect(0, 0, 1, 1);
  paint.fillStyle = colour;
  paint.fillRect(0, 0, 1, 1);
  const [red, green, blue] = paint.getImageData(0, 0, 1, 1).data;
  return [red!, green!, blue!];
}
const hexOf = (rgb: Rgb) => `#${rgb.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

export interface ThemeControls {
  /** The entries set whose values the browser reads, in the list's order. */
  read(): ThemeEntry[];
  /** Sets the fields from a link's entries; returns the problem of each one left off. */
  load(theme: readonly ThemeEntry[]): string[];
}

interface Row {
  property: ThemeProperty;
  text: HTMLInputElement;
  picker?: HTMLInputElement;
  problem: HTMLElement;
}

export function createThemeControls(parts: { rows: HTMLElement; contrast: HTMLElement; reset: HTMLButtonElement }, onChange: () => void): ThemeControls {
  const problemOf = (row: Row) => (row.text.value.trim() === '' ? undefined : themeValueProblem([row.property.name, row.text.value.trim()]));
  const usable = (row: Row) => row.text.value.trim() !== '' && problemOf(row) === undefined;

  /** The colour each property has in the theme as tried: its value, else our brand's. */
  const colourOf = (name: string): Rgb => {
    const row = rows.find((candidate) => candidate.property.name === name)!;
    return rgbOf(usable(row) ? row.text.value.trim() : row.property.brand!);
  };

  const showContrast = () => {
    const problems = contrastProblems(colourOf);
    const items = problems.length > 0 ? problems : ['Every pair meets WCAG 2.2 AA: 4.5:1 for text, 3:1 for borders and the focus ring.'];
    parts.contrast.replaceChildren(...items.map((text) => element('li', problems.length > 0 ? 'message-warning' : 'message-ok', text)));
  };

  /** The row's problem beside it, its picker on its colour, the contrast below. */
  const refresh = (row: Row) => {
    const problem = problemOf(row);
    row.problem.textContent = problem ? ` Left out: ${problem}.` : '';
    if (problem) row.text.setAttribute('aria-invalid', 'true');
    else row.text.removeAttribute('aria-invalid');
    if (row.picker) row.picker.value = hexOf(colourOf(row.property.name));
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
        refresh(row);
        showContrast();
        onChange();
      });
    }
    text.addEventListener('input', () => {
      refresh(row);
      showContrast();
      onChange();
    });
    parts.rows.append(element('div', 'attribute-control theme-control', label, element('span', 'theme-value', text, ...(row.picker ? [row.picker] : [])), hint));
    return row;
  });

  const refreshAll = () => {
    rows.forEach(refresh);
    showContrast();
  };
  parts.reset.addEventListener('click', () => {
    rows.forEach((row) => (row.text.value = ''));
    refreshAll();
    onChange();
  });
  refreshAll();

  return {
    read: () => rows.filter(usable).map((row): ThemeEntry => [row.property.name, row.text.value.trim()]),
    load(linked) {
      const { theme, problems } = usableTheme(linked);
      rows.forEach((row) => (row.text.value = theme.find(([name]) => name === row.property.name)?.[1] ?? ''));
      refreshAll();
      return problems;
    },
  };
}
