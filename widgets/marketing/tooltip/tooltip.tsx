// An info button and its tooltip (WAI-ARIA tooltip pattern, WCAG 1.4.13). The button is named
// by `label` and described by the tooltip (aria-describedby), so a screen reader reads the text
// on focus. It shows on hover, focus and tap; stays while the pointer is over the button or the
// tooltip or the bridge between them (all inside one box, so moving onto the tooltip does not
// leave; the bridge is the hull of both, tooltip-bridge.ts, so any straight path gets there); Escape hides it
// until the next hover, focus or tap. The tooltip is absolutely positioned (nothing moves) and
// placed inside the viewport from measured rects (tooltip-placement.ts).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { tooltipBridge, type Bridge } from './tooltip-bridge.ts';
import { placeTooltip } from './tooltip-placement.ts';
import type { tooltipOptions } from './tooltip-options.ts';

export function Tooltip({ json: { label, text } }: WidgetProps<typeof tooltipOptions>) {
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [tapped, setTapped] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [place, setPlace] = useState<{ side: 'above' | 'below'; top: number; left: number; bridge: Bridge }>();
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const tipId = useId();
  const shown = !dismissed && (hover || focus || tapped);

  useLayoutEffect(() => {
    if (!shown) return;
    const measure = () => {
      if (!button.current || !tip.current) return;
      const { width, height } = tip.current.getBoundingClientRect();
      const buttonBox = button.current.getBoundingClientRect();
      const placement = placeTooltip(buttonBox, { width, height }, { width: innerWidth, height: innerHeight });
      setPlace({ ...placement, bridge: tooltipBridge(buttonBox, { width, height }, placement) });
    };
    measure();
    addEventListener('resize', measure);
    addEventListener('scroll', measure, { capture: true, passive: true });
    return () => {
      removeEventListener('resize', measure);
      removeEventListener('scroll', measure, { capture: true });
    };
  }, [shown, text]);

  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  const showBy = (reason: (value: boolean) => void) => {
    setDismissed(false);
    reason(true);
  };

  return (
    <span className="tooltip" onPointerEnter={() => showBy(setHover)} onPointerLeave={() => setHover(false)}>
      {shown && place && (
        <span
          className="tooltip-bridge"
          aria-hidden="true"
          style={{
            top: `${place.bridge.top}px`,
            left: `${place.bridge.left}px`,
            width: `${place.bridge.width}px`,
            height: `${place.bridge.height}px`,
            clipPath: `polygon(${place.bridge.points.map(([x, y]) => `${x}px ${y}px`).join(', ')})`,
          }}
        />
      )}
      <button
        ref={button}
        type="button"
        className="tooltip-button"
        part="button"
        aria-describedby={tipId}
        onFocus={() => showBy(setFocus)}
        onBlur={() => {
          setFocus(false);
          setTapped(false);
        }}
        onClick={() => showBy(setTapped)}
      >
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">{label}</span>
      </button>
      <div
        ref={tip}
        id={tipId}
        role="tooltip"
        className="tooltip-text"
        hidden={!shown}
        style={place && { top: `${place.top}px`, left: `${place.left}px` }}
      >
        {text}
      </div>
    </span>
  );
}
