// useKatkin(): the page-wide commands of window.katkin (contract section 3) for a React host app.
// Each call reads window.katkin when it runs: before the loader has run it is the queue (created if
// missing), which the loader replays in order; afterwards it is the API, whose push runs the command
// at once. Either way the command is the same, so the app need not know whether the loader is there.
import type { KatkinApi, KatkinAuth, KatkinCommand, KatkinCommands, KatkinQueue } from '../../shared/katkin-api.ts';

/** The commands a host app sends to every widget on the page. */
export type KatkinHostCommands = Pick<KatkinCommands, 'setAuth' | 'setFlags' | 'setConsent' | 'track'>;

function send(command: KatkinCommand): void {
  // No loader types in the global scope of a host app: the global is reached through window.
  const host = window as unknown as { katkin?: KatkinApi | KatkinQueue };
  // The queue's push and the API's differ only in what they return.
  const katkin: { push(command: KatkinCommand): unknown } = (host.katkin ??= []);
  katkin.push(command);
}

// One object for the whole page: the commands depend on no React state, and a stable identity
// lets an app list them in an effect's dependencies without re-running it.
const commands: KatkinHostCommands = {
  setAuth: (auth: KatkinAuth | null) => send(['setAuth', auth]),
  setFlags: (flags) => send(['setFlags', flags]),
  setConsent: (consent) => send(['setConsent', consent]),
  track: (name, data) => send(data === undefined ? ['track', name] : ['track', name, data]),
};

export function useKatkin(): KatkinHostCommands {
  return commands;
}
