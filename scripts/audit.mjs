#!/usr/bin/env node
// `pnpm audit:prod`: fails on a critical advisory in a production dependency of any package
// (pnpm audit --prod --audit-level critical). When the registry's advisory service cannot be
// reached (offline CI, a mirror without it), says so and passes: no advisory was read, so none
// can be claimed, and a network fault must not fail the build.
import { spawnSync } from 'node:child_process';

const r = spawnSync('pnpm', ['audit', '--prod', '--audit-level', 'critical', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
  shell: process.platform === 'win32',
});
let report = null;
try {
  report = JSON.parse(r.stdout);
} catch {
  // no JSON: handled below
}
if (!report || report.error) {
  const why = report?.error ? `${report.error.code}: ${report.error.message}` : (r.error?.message ?? r.stderr?.trim() ?? `exit ${r.status}`);
  console.warn(`WARNING: dependency audit skipped, the advisory service did not answer (${why.slice(0, 300)})`);
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
const critical = Object.values(report.advisories ?? {}).filter((a) => a.severity === 'critical');
console.log(`dependency audit (production dependencies): ${['critical', 'high', 'moderate', 'low'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ')}`);
for (const a of critical) console.error(`  critical: ${a.module_name} ${a.vulnerable_versions}: ${a.title} (${a.url})`);
process.exit(critical.length || (counts.critical ?? 0) > 0 ? 1 : 0);
