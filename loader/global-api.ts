// window.katkin (contract section 3): replays the queued commands in order, then becomes
// an object whose push() runs commands at once and which has each command as a method.
import { checkAuth, checkConsent, checkFlags, checkTrack, CommandError } from './command-checks.ts';
import { EVENT_NAMES, type KatkinEventName } from './events.ts';
import type { MountManager } from './mount-manager.ts';
import type { WritableKatkinStore } from './store.ts';

export const LOADER_MARK = '__katkinLoader';

function element(command: string, value: unknown): HTMLElement {
  if (!(value instanceof HTMLElement)) throw new CommandError(`${command} expects an element`);
  return value;
}

export function createGlobalApi(store: WritableKatkinStore, manager: MountManager) {
  const commands = {
    setAuth: (auth?: unknown) => store.setAuth(checkAuth(auth)),
    setFlags: (flags?: unknown) => store.setFlags(checkFlags(flags)),
    setConsent: (consent?: unknown) => store.setConsent(checkConsent(consent)),
    track: (name?: unknown, data?: unknown) => store.track(checkTrack(name, data)),
    mount: (target?: unknown) => manager.mount(element('mount', target)),
    unmount: (target?: unknown) => manager.unmount(element('unmount', target)),
    scan: (root?: unknown) => {
      if (root !== undefined && !(root instanceof Element || root instanceof Document)) {
        throw new CommandError('scan expects an element, a document or nothing');
      }
      manager.scan(root);
    },
    on: (name?: unknown, handler?: unknown): (() => void) => {
      if (!EVENT_NAMES.includes(name as KatkinEventName)) {
        throw new CommandError(`on: event must be one of ${EVENT_NAMES.join(', ')} (got ${JSON.stringify(name)})`);
      }
      if (typeof handler !== 'function') throw new CommandError('on: handler must be a function');
      const listener = (event: Event) => handler(event);
      document.addEventListener(name as string, listener);
      return () => document.removeEventListener(name as string, listener);
    },
  };
  type Name = keyof typeof commands;

  // A bad call from a host is reported and ignored; it never throws into the host's code.
  function guard<F extends (...args: never[]) => unknown>(name: string, fn: F) {
    return (...args: Parameters<F>): ReturnType<F> | undefined => {
      try {
        return fn(...args) as ReturnType<F>;
      } catch (error) {
        console.error(`katkin: ${error instanceof CommandError ? error.message : `${name} failed: ${error}`}`);
        return undefined;
      }
    };
  }

  function push(command?: unknown): void {
    if (!Array.isArray(command) || typeof command[0] !== 'string') {
      console.error('katkin: push expects an array like ["setAuth", {accessToken: "…"}]');
      return;
    }
    const [name, ...args] = command as [string, ...unknown[]];
    if (!Object.hasOwn(commands, name)) {
      console.error(`katkin: unknown command "${name}" (known: ${Object.keys(commands).join(', ')})`);
      return;
    }
    guard(name, commands[name as Name] as (...a: unknown[]) => unknown)(...args);
  }

  const api: Record<string, unknown> = { push, [LOADER_MARK]: true };
  for (const name of Object.keys(commands) as Name[]) {
    api[name] = guard(name, commands[name] as (...a: unknown[]) => unknown);
  }
  return { api, push };
}
