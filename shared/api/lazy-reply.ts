// A reply schema built the first time a reply is checked, not when its module loads: a
// widget's chunk evaluates right before its first render, and building zod schemas there costs
// main-thread time the visitor waits for (measured: about 12 ms at 4x CPU for one widget).
import type { ReplyCheck } from './request.ts';

export function lazyReply<T>(build: () => ReplyCheck<T>): ReplyCheck<T> {
  let schema: ReplyCheck<T> | undefined;
  return { safeParse: (data) => (schema ??= build()).safeParse(data) };
}
