// The result panel, worded as the spec quotes it; the last line is ours, saying what a tray holds.
import { formatQuarters } from '../../shared/cat-energy.ts';
import type { Portion } from './feeding-portion.ts';

export function FeedingResult({ portion, kcalPerTray }: { portion: Extract<Portion, { ok: true }>; kcalPerTray: number }) {
  return (
    <div className="feeding-panel">
      <p className="feeding-kcal">Your cat needs {portion.kcalPerDay} Kcal/day</p>
      <p className="feeding-trays">So feed {formatQuarters(portion.traysPerDay)} a day</p>
      <p className="feeding-tray-note">1 tray = 1</p>
      <p className="feeding-tray-detail">One tray holds {kcalPerTray} Kcal and comes as two portions.</p>
    </div>
  );
}
