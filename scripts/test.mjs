// `npm test`: lint, type check, unit and API tests, then the e2e specs in Chromium.
// Flags: --only <step> runs one step (lint, types, unit, e2e); --skip <step> leaves one out.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const only = valueOf('--only');
const skip = valueOf('--skip');

const steps = [
  {
    name: 'lint',
    run: () =>
      exec('npx', ['eslint', '.', '--max-warnings', '0']) &&
      exec('npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  },
  // The same check as `npm run typecheck`: every project listed in the root tsconfig.json.
  { name: 'types', run: () => exec('npx', ['tsc', '-b']) },
  { name: 'unit', run: () => exec('npx', ['vitest', 'run']) },
  {
    name: 'e2e',
    run: () => {
      process.env.CHROME_PATH = ensureChromium();
      ensureWebBuild();
      return exec('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
    },
  },
];

function exec(command, commandArgs) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  return spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' }).status === 0;
}

const started = Date.now();
const timings = [];
for (const step of steps) {
  if ((only && step.name !== only) || step.name === skip) continue;
  const stepStarted = Date.now();
  let ok;
  try {
    ok = step.run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    ok = false;
  }
  timings.push(`${step.name} ${((Date.now() - stepStarted) / 1000).toFixed(1)}s`);
  if (!ok) {
    console.error(`\nnpm test: step "${step.name}" failed (${timings.join(', ')}).`);
    process.exit(1);
  }
}
console.log(
  `\nnpm test: all steps passed in ${((Date.now() - started) / 1000).toFixed(1)}s (${timings.join(', ')}).`,
);
