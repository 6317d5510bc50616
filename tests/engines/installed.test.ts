import { describe, expect, it } from 'vitest';
import { installed } from './installed.ts';

describe('installed', () => {
  it('answers the program when it is there', () => {
    expect(installed('/usr/bin/firefox-esr', 'firefox-esr', () => true)).toBe('/usr/bin/firefox-esr');
  });

  it('names the missing program, its Debian package and the projects that run without it (Chromium only)', () => {
    expect(() => installed('/usr/bin/WebKitWebDriver', 'webkit2gtk-driver', () => false)).toThrow(
      '/usr/bin/WebKitWebDriver is not installed: apt-get install webkit2gtk-driver (README "Set-up: two commands"), or run only the Chromium projects: npx playwright test --project=preact --project=react --project=chromium',
    );
  });
});
