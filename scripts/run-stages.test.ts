// npm test's stage runner, run on a package of its own whose scripts write down when they start and
// end: what waits for what is read from that order, never from a clock.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const runner = path.resolve(import.meta.dirname, 'run-stages.ts');
const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');

// `node step.mjs NAME [wait-for FILE] [fail]`: logs "NAME start" and creates NAME.started, waits
// until FILE exists (exit 3 after 20 s), then with `fail` creates NAME.failed and exits 1, else
// logs "NAME end".
const STEP = `import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
const [name, ...rest] = process.argv.slice(2);
appendFileSync('order.log', name + ' start\\n');
writeFileSync(name + '.started', '');
const waitFor = rest[0] === 'wait-for' ? rest[1] : undefined;
const until = Date.now() + 20000;
while (waitFor && !existsSync(waitFor)) {
  if (Date.now() > until) process.exit(3);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
if (rest.includes('fail')) {
  writeFileSync(name + '.failed', '');
  process.exit(1);
}
appendFileSync('order.log', name + ' end\\n');
`;

describe('scripts/run-stages.ts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'katkin-stages-'));
    writeFileSync(path.join(dir, 'step.mjs'), STEP);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function run(scripts: Record<string, string>, ...chains: string[]) {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'stages', private: true, scripts }));
    const result = spawnSync(tsx, [runner, ...chains], { cwd: dir, encoding: 'utf8' });
    const order = readFileSync(path.join(dir, 'order.log'), 'utf8').trim().split('\n');
    return { status: result.status, stdout: result.stdout, order };
  }

  it("runs the chains side by side, each script of a chain once the one before it has passed", { timeout: 30_000 }, () => {
    const { status, stdout, order } = run(
      {
        // a ends only once c has started: c ran beside a, not after it.
        a: 'node step.mjs a wait-for c.started',
        b: 'node step.mjs b',
        c: 'node step.mjs c',
      },
      'a',
      'b>c',
    );
    expect(status).toBe(0);
    expect(order.indexOf('b end')).toBeLessThan(order.indexOf('c start'));
    expect(order.indexOf('c start')).toBeLessThan(order.indexOf('a end'));
    expect(order).toHaveLength(6);
    expect(stdout).toMatch(/^stages: a \d+ s, b \d+ s, c \d+ s$/m);
  });

  it('stops a chain at its failure, lets the chains beside it finish and exits 1', { timeout: 30_000 }, () => {
    const { status, stdout, order } = run(
      {
        // a ends only once b has failed: a chain beside the failure is not stopped.
        a: 'node step.mjs a wait-for b.failed',
        b: 'node step.mjs b fail',
        c: 'node step.mjs c',
      },
      'a',
      'b>c',
    );
    expect(status).toBe(1);
    expect(order.sort()).toEqual(['a end', 'a start', 'b start']);
    expect(stdout).toMatch(/^stages: a \d+ s, b \d+ s \(failed\)$/m);
  });
});
