// `npm start`: builds what is missing or out of date, then runs the server on the embedded stores.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Newest modification time under a directory (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const serverEntry = join(root, 'dist/services/main.js');
if (!existsSync(serverEntry) || newest(join(root, 'services')) > statSync(serverEntry).mtimeMs) run(['run', 'build:server']);
const webIndex = join(root, 'web/dist/index.html');
if (existsSync(join(root, 'web/src')) && (!existsSync(webIndex) || newest(join(root, 'web/src')) > statSync(webIndex).mtimeMs)) {
  run(['run', 'build:web']);
}

// V8 lets the heap grow to 4x its live size between full collections when its limit is 2 GiB or more (the default
// here is a quarter of the machine's memory), to 2x below that: a bulk import's garbage then costs half the RSS.
const server = spawn(process.execPath, ['--enable-source-maps', '--max-old-space-size=2000', '--max-semi-space-size=32', serverEntry], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
