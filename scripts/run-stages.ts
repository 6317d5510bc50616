// npm test's stages: `tsx scripts/run-stages.ts a+b+c d e` runs the npm scripts a, b and c at once,
// then d, then e, stopping at the first that fails, and prints each stage's time (README "Tests"
// keeps them). The type check, lint, unit tests and build go side by side: vitest runs in one
// thread (faster than two, each building its own module graph), so alone it leaves a core idle;
// with the build beside them the four take 64 s on 2 cores, one after another 70.
import { spawn } from 'node:child_process';

function runScript(name: string): Promise<{ name: string; code: number; seconds: number }> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', name], { stdio: 'inherit' });
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: Math.round((Date.now() - start) / 1000) }));
  });
}

const times: string[] = [];
let failed = false;
for (const stage of process.argv.slice(2)) {
  const results = await Promise.all(stage.split('+').map(runScript));
  for (const { name, code, seconds } of results) times.push(`${name} ${seconds} s${code === 0 ? '' : ' (failed)'}`);
  if (results.some((result) => result.code !== 0)) {
    failed = true;
    break;
  }
}
console.info(`stages: ${times.join(', ')}`);
process.exit(failed ? 1 : 0);
