// The browsers behind the Firefox and WebKit drivers, one per Playwright worker: Firefox through
// puppeteer-core (headless), WebKit's MiniBrowser through WebKitWebDriver on a private Xvfb display
// (MiniBrowser has no headless mode), started here so `npm test` runs the same with or without CI.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { installed } from './installed.ts';

const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';

// One content process for every page of the worker's Firefox, and none started ahead: the flows'
// pages are all on 127.0.0.1 (one site), so nothing they check depends on more. With Firefox's
// defaults (a process per site and user context, a spare one launched ahead) the 52 flows took
// 110 to 124 s on 2 cores; with these, 67 s (each pref alone saved at most a sixth).
// And no JIT past the baseline interpreter: a flow's page lives seconds, too short for compiled
// code to repay its compiling (the 52 flows: 143 CPU-seconds before, 125 after; the JITs change
// speed, not what a script does). The suite's Chromium does the same (scripts/chromium-launch.ts).
const TEST_PREFS = {
  'fission.autostart': false,
  'dom.ipc.processCount': 1,
  'dom.ipc.processPrelaunch.enabled': false,
  'javascript.options.baselinejit': false,
  'javascript.options.ion': false,
};

// networkEnabled false: puppeteer then leaves BiDi's network events unsubscribed, which the driver
// never reads (it waits for load, not for the network). Subscribed, Firefox's parent process
// builds an event for every request of every page in its remote agent's script. Measured over the
// 52 flows: the parent's main thread 38 and 39 CPU-seconds with them, 21 and 31 without; the whole
// run 116 to 145 CPU-seconds in four runs with them, 113 to 122 in five without.
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: 'firefox', executablePath: installed(FIREFOX, 'firefox-esr', existsSync), headless: true, timeout: 120_000, networkEnabled: false, extraPrefsFirefox: TEST_PREFS });
}

/** An Xvfb server on a display number it picks itself (-displayfd), so workers never collide. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(installed(XVFB, 'xvfb', existsSync), ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    xvfb.stderr?.on('data', (chunk) => (err += String(chunk)));
    xvfb.stdio[3]?.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err}`)));
    xvfb.once('error', reject);
  });
  return { display, process: xvfb };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function untilListening(url: string, driver: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not start listening');
}

/**
 * A GTK configuration folder whose stylesheet lets MiniBrowser's window narrow to a phone's width:
 * its toolbar's buttons and address field otherwise hold the window at 447 px or more, so a flow
 * asking for 320 or 390 px got a wider page (WCAG 1.4.10's check ran at 447). It styles only
 * MiniBrowser's own GTK widgets; WebKit draws the page's form controls itself.
 */
function narrowableGtkConfig(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'katkin-minibrowser-'));
  mkdirSync(path.join(folder, 'gtk-3.0'));
  writeFileSync(path.join(folder, 'gtk-3.0', 'gtk.css'), 'button, entry { min-width: 0; padding: 0; margin: 0; }\n');
  return folder;
}

/** Xvfb plus WebKitWebDriver; `url` is the driver's base URL. */
export async function startWebKitDriver(): Promise<{ url: string; stop(): Promise<void> }> {
  // Checked before Xvfb starts, so a missing driver leaves no display server behind.
  const driverProgram = installed(WEBKIT_DRIVER, 'webkit2gtk-driver', existsSync);
  const xvfb = await startXvfb();
  const port = await freePort();
  const gtkConfig = narrowableGtkConfig();
  const driver = spawn(driverProgram, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: gtkConfig },
  });
  const url = `http://127.0.0.1:${port}`;
  await untilListening(url, driver);
  return {
    url,
    stop: async () => {
      for (const child of [driver, xvfb.process]) {
        if (child.exitCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(gtkConfig, { recursive: true, force: true });
    },
  };
}
