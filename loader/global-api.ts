// window.katkin (contract section 3): replays the queued commands in order, then becomes
// an object whose push() runs commands at once and which has each command as a method.
import { checkAnalyticsClient, checkAuth, checkConsent, checkFlags, checkTrack, CommandError } from './command-checks.ts';
import { EVENT_NAMES, isEventName } from './events.ts';
import type { KatkinApi, KatkinCommands } from '../shared/katkin-api.ts';
import type { Flags } from '../shared/store-types.ts';
import type { MountManager } from './mount-manager.ts';
import { usePart } from './parts.ts';
import type { WritableKatkinStore } from './store.ts';
import { logError } from '../shared/log.ts';

export const LOADER_MARK = '__katkinLoader';
const ERROR_SHORT_NAME = 'error';

/** The API as the loader installs it, marked so that a second loader on the page stands down. */
export type InstalledKatkinApi = KatkinApi & { readonly [LOADER_MARK]: true };

// Hosts call commands from plain JavaScript too, so each one takes unknown arguments and checks them.
type CheckedCommands = { [C in keyof KatkinCommands]: (...args: unknown[]) => ReturnType<KatkinCommands[C]> };
/** The commands as window.katkin has them: a bad call is reported and gives undefined. */
type GuardedCommands = { [C in keyof KatkinCommands]: (...args: unknown[]) => ReturnType<KatkinCommands[C]> | undefined };

function element(command: string, value: unknown): HTMLElement {
  if (!(value instanceof HTMLElement)) throw new CommandError(`${command} expects an element`);
  return value;
}

export function createGlobalApi(
  store: WritableKatkinStore,
  manager: MountManager,
  version: string,
): { api: InstalledKatkinApi; push: (command: unknown) => void } {
  // Loaded on the first connectAnalytics only (loader/analytics-connection.ts); one connector, then kept.
  let connector: ((client: object) => void) | undefined;
  // The client's flags are read "now" (contract section 3), but its code arrives later: flags the
  // host sets in between came after that reading, so they are set again after it (the later wins).
  const setSince = new Set<Flags>();
  const connectAnalytics = (client: object) => {
    const since: Flags = {};
    setSince.add(since);
    usePart<typeof import('./analytics-connection.ts')>(
      'analytics',
      ({ createAnalyticsConnector }) => {
        setSince.delete(since);
        (connector ??= createAnalyticsConnector(store))(client);
        store.setFlags(since);
      },
      'connectAnalytics could not load its code',
    );
  };
  const setFlags = (flags: Flags) => {
    store.setFlags(flags);
    setSince.forEach((since) => Object.assign(since, flags));
  };
  const commands: CheckedCommands = {
    setAuth: (auth) => store.setAuth(checkAuth(auth)),
    setFlags: (flags) => setFlags(checkFlags(flags)),
    setConsent: (consent) => store.setConsent(checkConsent(consent)),
    connectAnalytics: (client) => connectAnalytics(checkAnalyticsClient(client)),
    track: (name, data) => store.track(checkTrack(name, data)),
    mount: (target) => manager.mount(element('mount', target)),
    unmount: (target) => manager.unmount(element('unmount', target)),
    scan: (root) => {
      if (root !== undefined && !(root instanceof Element || root instanceof Document)) {
        throw new CommandError('scan expects an element, a document or nothing');
      }
      manager.scan(root);
    },
    on: (name, handler) => {
      if (name !== ERROR_SHORT_NAME && !isEventName(name)) {
        const names = [...EVENT_NAMES, ERROR_SHORT_NAME].join(', ');
        throw new CommandError(`on: event must be one of ${names} (got ${JSON.stringify(name)})`);
      }
      if (typeof handler !== 'function') throw new CommandError('on: handler must be a function');
      // 'error' is katkin:error for monitoring code: its handler gets {widget, code, message} itself.
      const type = name === ERROR_SHORT_NAME ? 'katkin:error' : name;
      const listener = (event: Event) => handler(name === ERROR_SHORT_NAME ? (event as CustomEvent).detail : event);
      document.addEventListener(type, listener);
      return () => document.removeEventListener(type, listener);
    },
  };
  const isCommand = (name: string): name is keyof KatkinCommands => Object.hasOwn(commands, name);

  // A bad call from a host is reported and ignored; it never throws into the host's code.
  function guard<R>(name: string, call: () => R): R | undefined {
    try {
      return call();
    } catch (error) {
      logError('loader', error instanceof CommandError ? error.message : `${name} failed: ${error}`);
      return undefined;
    }
  }

  // Each command guarded: window.katkin's methods, and what push runs.
  const methods = Object.fromEntries(
    Object.entries(commands).map(([name, command]) => [name, (...args: unknown[]) => guard(name, () => command(...args))]),
  ) as GuardedCommands;

  function push(command: unknown): void {
    if (!Array.isArray(command) || typeof command[0] !== 'string') {
      logError('loader', 'push expects an array like ["setAuth", {accessToken: "…"}]');
      return;
    }
    const [name, ...args] = command as [string, ...unknown[]];
    if (!isCommand(name)) {
      logError('loader', `unknown command "${name}" (known: ${Object.keys(commands).join(', ')})`);
      return;
    }
    methods[name](...args);
  }

  const api: InstalledKatkinApi = {
    [LOADER_MARK]: true,
    version,
    push,
    ...methods,
    // A rejected subscription still hands back an off() the host can call.
    on: (name, handler) => guard('on', () => commands.on(name, handler)) ?? (() => {}),
  };
  return { api, push };
}
