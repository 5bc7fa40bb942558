import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Flags for headless Chromium here: no sandbox (root), and none of the background connections that this
 * machine's closed network refuses, many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
  }
  return onPath('chromium') ?? onPath('chromium-browser');
}

/**
 * Chromium for the e2e tests: CHROME_PATH, else `chromium` on the PATH; as root on Debian, install
 * Debian's package; otherwise stop with the command to run.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium package...");
    const run = (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (run(['update', '-qq']).status === 0 && run(['install', '-y', '-qq', 'chromium']).status === 0) {
      const installed = findChromium();
      if (installed) return installed;
    }
    throw new Error('Installing chromium with apt-get failed.');
  }
  throw new Error(
    'The e2e tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
}
