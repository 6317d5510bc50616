// The comparison as a real table: a column per side, headed by its title (and image or logo),
// and per row each side's TICK or CROSS, named 'Yes' or 'No' for assistive technology, and its text.
import { ContentImage } from '../../../shared/ui/content-image.tsx';
import type { ComparisonHeader, Verdict } from './comparison-modal-options.ts';

const ICONS = {
  TICK: { name: 'Yes', path: 'M5 12.5l4.5 4.5L19 7.5' },
  CROSS: { name: 'No', path: 'M6 6l12 12M18 6 6 18' },
} as const;

function HeaderCell({ header }: { header: ComparisonHeader }) {
  // A logo stands in for the title, which screen readers still read as the column's name.
  const logo = header.withLogo && header.image;
  return (
    <th scope="col">
      {header.image && <ContentImage image={header.image} className={logo ? 'comparison-logo' : 'comparison-image'} />}
      <span className={logo ? 'visually-hidden' : 'comparison-title'}>{header.title}</span>
    </th>
  );
}

function VerdictCell({ verdict }: { verdict: Verdict }) {
  const icon = ICONS[verdict.icon];
  return (
    <td>
      <span className={`comparison-icon comparison-${verdict.icon.toLowerCase()}`} role="img" aria-label={icon.name}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={icon.path} />
        </svg>
      </span>
      <span>{verdict.body}</span>
    </td>
  );
}

interface ComparisonTableProps {
  headers: { product: ComparisonHeader; competitor: ComparisonHeader };
  rows: { product: Verdict; competitor: Verdict }[];
}

export function ComparisonTable({ headers, rows }: ComparisonTableProps) {
  return (
    <table className="comparison-table">
      <thead>
        <tr>
          <HeaderCell header={headers.product} />
          <HeaderCell header={headers.competitor} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <VerdictCell verdict={row.product} />
            <VerdictCell verdict={row.competitor} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
