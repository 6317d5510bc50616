// npm test's stage runner, run on a package of its own whose scripts write down when they start and
// end: what waits for what is read from that order and from marker files, never from a clock.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const runner = path.resolve(import.meta.dirname, 'run-stages.ts');
const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');

// `node step.mjs NAME [needs FILE] [wait-for FILE] [fail]`: logs "NAME start", writes its pid to
// NAME.started; exits 1 if FILE of `needs` is missing; waits until FILE of `wait-for` exists (exit
// 3 after 20 s); with `fail` creates NAME.failed and exits 1, else logs "NAME end" and creates
// NAME.ended.
const STEP = `import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
const [name, ...rest] = process.argv.slice(2);
const option = (key) => (rest.includes(key) ? rest[rest.indexOf(key) + 1] : undefined);
appendFileSync('order.log', name + ' start\\n');
writeFileSync(name + '.started', String(process.pid));
if (option('needs') && !existsSync(option('needs'))) process.exit(1);
const until = Date.now() + 20000;
while (option('wait-for') && !existsSync(option('wait-for'))) {
  if (Date.now() > until) process.exit(3);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
if (rest.includes('fail')) {
  writeFileSync(name + '.failed', '');
  process.exit(1);
}
appendFileSync('order.log', name + ' end\\n');
writeFileSync(name + '.ended', '');
`;

describe('scripts/run-stages.ts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'katkin-stages-'));
    writeFileSync(path.join(dir, 'step.mjs'), STEP);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (scripts: Record<string, string>) => writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'stages', private: true, scripts }));
  const order = () => (existsSync(path.join(dir, 'order.log')) ? readFileSync(path.join(dir, 'order.log'), 'utf8').trim().split('\n').sort() : []);

  function run(scripts: Record<string, string>, ...chains: string[]) {
    write(scripts);
    const result = spawnSync(tsx, [runner, ...chains], { cwd: dir, encoding: 'utf8', timeout: 25_000 });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, order: order() };
  }

  it('runs the chains side by side, each script of a chain once the one before it has passed', { timeout: 30_000 }, () => {
    const { status, stdout, order } = run(
      {
        // a ends only once c has started: c ran beside a, not after it; c fails unless b has ended.
        a: 'node step.mjs a wait-for c.started',
        b: 'node step.mjs b',
        c: 'node step.mjs c needs b.ended',
      },
      'a',
      'b>c',
    );
    expect(status).toBe(0);
    expect(order).toEqual(['a end', 'a start', 'b end', 'b start', 'c end', 'c start']);
    expect(stdout).toMatch(/^stages: a \d+ s, b \d+ s, c \d+ s$/m);
  });

  it('stops a chain at its failure, says so at once, lets the chains beside it finish and exits 1', { timeout: 30_000 }, () => {
    const { status, stdout, stderr, order } = run(
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
    expect(order).toEqual(['a end', 'a start', 'b start']);
    expect(stderr).toContain('run-stages: b failed (exit 1); the other chains go on');
    expect(stdout).toMatch(/^stages: a \d+ s, b \d+ s \(failed: exit 1\), c not run$/m);
  });

  it('refuses no chain, an empty name and a script package.json does not have, running nothing', () => {
    write({ a: 'node step.mjs a' });
    const refusals = [[], ['a>'], ['a', 'budget']].map((chains) => spawnSync(tsx, [runner, ...chains], { cwd: dir, encoding: 'utf8', timeout: 25_000 }));
    expect(refusals.map((result) => [result.status, result.stderr.split('. Usage')[0]])).toEqual([
      [2, 'run-stages: no chain given'],
      [2, 'run-stages: no script "" in package.json'],
      [2, 'run-stages: no script "budget" in package.json'],
    ]);
    expect(order()).toEqual([]);
  });

  it('passes a SIGTERM on to the scripts it runs and exits 143', { timeout: 30_000 }, async () => {
    write({ a: 'node step.mjs a wait-for never' });
    const child = spawn(tsx, [runner, 'a'], { cwd: dir, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const started = path.join(dir, 'a.started');
    await expect.poll(() => existsSync(started) && readFileSync(started, 'utf8') !== '', { timeout: 20_000 }).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    // The step (npm's child) ends too: npm passes the signal on, and its child may close after it.
    const alive = () => {
      try {
        return process.kill(Number(readFileSync(started, 'utf8')), 0);
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 20_000 }).toBe(false);
  });
});
