// npm test's stages: `tsx scripts/run-stages.ts a b 'c>d>e'` runs three chains side by side (a; b;
// c, then d once c has passed, then e once d has passed) and prints each script's time (README
// "Tests" keeps them); it fails when any script fails, and a chain stops at its failure. A chain is
// what must wait for what: the end-to-end tests need only the build and the budgets, so they start
// while the type check, lint and unit tests still run. Each of those is one process, and by the
// time the build is done they keep at most one core busy, which the end-to-end tests (CPU-bound on
// 2 cores) take over.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';

interface Result {
  name: string;
  /** 'passed', 'exit 1', 'killed by SIGTERM', or 'not run' (after a failure in its chain). */
  outcome: string;
  seconds: number;
}

const running = new Set<ChildProcess>();

function runScript(name: string): Promise<Result> {
  const start = Date.now();
  return new Promise((resolve) => {
    // A process group of its own (detached), so that a signal reaches the script itself and not
    // only npm, which would leave it running; no stdin, which nothing here reads.
    const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    running.add(child);
    child.on('close', (code, signal) => {
      running.delete(child);
      const outcome = code === 0 ? 'passed' : signal ? `killed by ${signal}` : `exit ${code}`;
      // Said at once: the other chains may run for minutes more before the summary.
      if (outcome !== 'passed') console.error(`run-stages: ${name} failed (${outcome}); the other chains go on`);
      resolve({ name, outcome, seconds: Math.round((Date.now() - start) / 1000) });
    });
  });
}

/** Runs `a>b>c` one after another; after a failure, the rest are not run. */
async function runChain(chain: string): Promise<Result[]> {
  const results: Result[] = [];
  for (const name of chain.split('>')) {
    const failed = results.some((result) => result.outcome !== 'passed');
    results.push(failed ? { name, outcome: 'not run', seconds: 0 } : await runScript(name));
  }
  return results;
}

const chains = process.argv.slice(2);
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: object }).scripts ?? {});
const unknown = chains.flatMap((chain) => chain.split('>')).filter((name) => !scripts.includes(name));
if (chains.length === 0 || unknown.length > 0) {
  const what = chains.length === 0 ? 'no chain given' : `no script ${unknown.map((name) => `"${name}"`).join(', ')} in package.json`;
  console.error(`run-stages: ${what}. Usage: tsx scripts/run-stages.ts script 'script>script' …`);
  process.exit(2);
}

// Ctrl+C or a CI timeout's SIGTERM, passed on to every script's process group, so that no
// browser or test runner is left running.
let interrupted: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = signal;
    for (const child of running) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // The group has just ended: its close is on its way.
      }
    }
  });
}

const results = (await Promise.all(chains.map(runChain))).flat();
const said = (result: Result) => (result.outcome === 'passed' ? `${result.name} ${result.seconds} s` : result.outcome === 'not run' ? `${result.name} not run` : `${result.name} ${result.seconds} s (failed: ${result.outcome})`);
console.info(`stages: ${results.map(said).join(', ')}`);
process.exit(interrupted ? 128 + constants.signals[interrupted] : results.some((result) => result.outcome !== 'passed') ? 1 : 0);
