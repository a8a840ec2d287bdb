// The reference build a bench measures the current one against in the same run: the site at
// BASELINE_REF (a commit of this repository), checked out into a worktree of its own under
// bench/.baseline/, installed and built once, then served by its own server.
//   BASELINE_REF=<commit>   the commit to compare with (default: REFERENCE_COMMIT below)
//   BASELINE=0              no reference: the benches that compare say so and fail
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

/**
 * The build the site shipped before it went back to react-dom and Module Federation 2's runtime
 * (a lighter renderer and a loader of its own): the LCP the platform's stack is held to (within 10 %).
 */
export const REFERENCE_COMMIT = '2507a92';

const CACHE = join(ROOT, 'bench/.baseline');

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${r.stdout}${r.stderr}`);
  return r.stdout.trim();
}

/**
 * The root of a built checkout of the reference commit (built on first use: about a minute), or
 * null when BASELINE=0.
 */
export function baselineRoot() {
  if (process.env.BASELINE === '0') return null;
  const ref = process.env.BASELINE_REF ?? REFERENCE_COMMIT;
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], ROOT);
  const dir = join(CACHE, commit.slice(0, 12));
  if (!existsSync(join(dir, 'shell/dist/index.html'))) {
    mkdirSync(CACHE, { recursive: true });
    if (!existsSync(join(dir, 'package.json'))) run('git', ['worktree', 'add', '--detach', dir, commit], ROOT);
    console.log(`baseline: building ${commit.slice(0, 12)} in ${dir} (once)`);
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], dir);
    run('pnpm', ['build'], dir);
  }
  return dir;
}
