// Performance marks a host's real-user monitoring can read (README "Performance marks"): the
// loader's start, and each widget's start, remote-loaded, mounted and ready, with a measure from
// its start to its ready. Nothing is sent anywhere. Each name is cleared before it is marked
// again, so a single-page host that mounts a widget thousands of times keeps one entry per name
// in its timeline (the latest); a PerformanceObserver still sees every one as it is made.

/** A widget's steps, marked `katkin:<widget>:<step>`. */
export type WidgetStep = 'start' | 'remote-loaded' | 'mounted' | 'ready';

/** Marks `name` (replacing an earlier mark of that name); returns its time. */
export function mark(name: string): number {
  try {
    performance.clearMarks(name);
    return performance.mark(name).startTime;
  } catch {
    // A browser without User Timing, or one that refuses: the host's monitoring goes without; the page never breaks over it.
    return 0;
  }
}

/** Marks a widget's step; at `ready`, also measures `katkin:<widget>` from the given start. */
export function markWidget(widget: string, step: WidgetStep, startedAt?: number): number {
  const at = mark(`katkin:${widget}:${step}`);
  if (startedAt === undefined) return at;
  try {
    performance.clearMeasures(`katkin:${widget}`);
    performance.measure(`katkin:${widget}`, { start: startedAt, end: at });
  } catch {
    // As for marks.
  }
  return at;
}
