// npm test's stages: `tsx scripts/run-stages.ts 'a+b>c>d' e` runs the npm scripts a and b at once,
// c as soon as b has passed and d after c (a still running beside them), then e once all of those
// have passed; it stops at the first stage with a failure, and prints each script's time (README
// "Tests" keeps them). A chain (`>`) is what must wait for what: the end-to-end tests need only the
// build and the budgets, so they start while the type check, lint and unit tests still run. Each of
// those is one process, and by the time the build is done they keep at most one core busy, which
// the end-to-end tests (CPU-bound on 2 cores) take over.
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

const times: string[] = [];
let failed = false;
for (const stage of process.argv.slice(2)) {
  const results = (await Promise.all(stage.split('+').map(runChain))).flat();
  for (const { name, code, seconds } of results) times.push(`${name} ${seconds} s${code === 0 ? '' : ' (failed)'}`);
  if (results.some((result) => result.code !== 0)) {
    failed = true;
    break;
  }
}
console.info(`stages: ${times.join(', ')}`);
process.exit(failed ? 1 : 0);
