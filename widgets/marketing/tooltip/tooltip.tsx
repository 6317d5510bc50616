// An info button and its tooltip (WAI-ARIA tooltip pattern, WCAG 1.4.13). The button is named
// by `label` and described by the tooltip (aria-describedby), so a screen reader reads the text
// on focus. It shows on hover, focus and tap; stays while the pointer is over the button or the
// tooltip (both inside one box, so moving onto the tooltip does not leave); Escape hides it
// until the next hover, focus or tap. The tooltip is absolutely positioned (nothing moves) and
// placed inside the viewport from measured rects (tooltip-placement.ts).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import { placeTooltip, type Placement } from './tooltip-placement.ts';
import type { tooltipOptions } from './tooltip-options.ts';

export function Tooltip({ json: { label, text } }: WidgetProps<typeof tooltipOptions>) {
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [tapped, setTapped] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [placement, setPlacement] = useState<Placement>();
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const tipId = useId();
  const shown = !dismissed && (hover || focus || tapped);

  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      if (!button.current || !tip.current) return;
      const { width, height } = tip.current.getBoundingClientRect();
      setPlacement(placeTooltip(button.current.getBoundingClientRect(), { width, height }, { width: innerWidth, height: innerHeight }));
    };
    place();
    addEventListener('resize', place);
    addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      removeEventListener('resize', place);
      removeEventListener('scroll', place, { capture: true });
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
        className={`tooltip-text tooltip-${placement?.side ?? 'above'}`}
        hidden={!shown}
        style={placement && { top: `${placement.top}px`, left: `${placement.left}px` }}
      >
        {text}
      </div>
    </span>
  );
}
