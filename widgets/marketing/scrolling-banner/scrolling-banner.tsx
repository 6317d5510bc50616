// The three claims of spec section 9, scrolling continuously (a CSS animation moves a track
// holding the list twice, so the loop has no seam). The second copy is aria-hidden: screen
// readers meet each claim once. The button swaps its label, 'Pause' / 'Play', naming what a
// press does, without aria-pressed: a toggle button keeps one label and reports its state by
// aria-pressed, so 'Play, pressed' would contradict itself (WAI-ARIA button pattern; the APG
// carousel's rotation control swaps its label the same way). Under prefers-reduced-motion the
// CSS stops the animation, lets the one list wrap in place and hides the button (nothing to pause).
import { useState } from 'react';
import { CLAIMS, pauseButtonText } from './banner-claims.ts';

function Claims({ copy }: { copy?: boolean }) {
  return (
    <ul className="banner-claims" aria-hidden={copy ? true : undefined}>
      {CLAIMS.map((claim) => (
        <li key={claim}>{claim}</li>
      ))}
    </ul>
  );
}

export function ScrollingBanner() {
  const [playing, setPlaying] = useState(true);
  return (
    <div className="scrolling-banner">
      <div className="banner-window">
        <div className={playing ? 'banner-track' : 'banner-track banner-paused'}>
          <Claims />
          <Claims copy />
        </div>
      </div>
      <button type="button" className="banner-pause" part="button button-secondary" onClick={() => setPlaying(!playing)}>
        {pauseButtonText(playing)}
      </button>
    </div>
  );
}
