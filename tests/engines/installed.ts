// The programs the Firefox and WebKit flows start come from Debian's packages (README "Set-up: two commands"):
// on a machine set up without .ci/run's apt-get line, say which package is missing, not ENOENT.

/** `program` when it exists; otherwise throws naming it, its Debian package and how to run without the engine flows. */
export function installed(program: string, debianPackage: string, exists: (file: string) => boolean): string {
  if (exists(program)) return program;
  throw new Error(
    `${program} is not installed: apt-get install ${debianPackage} (README "Set-up: two commands"), or run only the Chromium projects: npx playwright test --project=preact --project=react --project=chromium`,
  );
}
