// npm test's stages: `tsx scripts/run-stages.ts a b 'c>d>e'` runs three chains side by side (a; b;
// c, then d once c has passed, then e once d has passed) and prints each script's time (README
// "Tests" keeps them); it fails when any script fails, and a chain stops at its failure. A chain is
// what must wait for what: the end-to-end tests need only the build and the budgets, so they start
// while the type check, lint and unit tests still run. Each of those is one process, and by the
// time the build is done they keep at most one core busy, which the end-to-end tests (CPU-bound on
// 2 cores) take over.
import { spawn } from 'node:child_process';

interface Result {
  name: string;
  code: number;
  seconds: number;
}

function runScript(name: string): Promise<Result> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', name], { stdio: 'inherit' });
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: Math.round((Date.now() - start) / 1000) }));
  });
}

/** Runs `a>b>c` one after another, stopping at the first that fails. */
async function runChain(chain: string): Promise<Result[]> {
  const results: Result[] = [];
  for (const name of chain.split('>')) {
    const result = await runScript(name);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const results = (await Promise.all(process.argv.slice(2).map(runChain))).flat();
console.info(`stages: ${results.map(({ name, code, seconds }) => `${name} ${seconds} s${code === 0 ? '' : ' (failed)'}`).join(', ')}`);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
