import type { RemoteName, VitalsReport } from '@casino/shared';

/** What ops receive at /ops/beacon. */
export interface BeaconReport {
  remote: RemoteName;
  release?: string;
  kind: 'load' | 'render' | 'contract';
  message: string;
  /** The served token the registry handed out with this release: the server counts only reports that carry one. */
  token?: string;
}

/** Tells ops that a part failed in a player's browser. Never throws: reporting must not add failures. */
export function sendBeacon(report: BeaconReport): void {
  try {
    const body = JSON.stringify({ ...report, url: location.pathname, at: new Date().toISOString() });
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/ops/beacon', blob)) {
      void fetch('/ops/beacon', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => {});
    }
  } catch {
    /* reporting is best effort */
  }
}

/** Page timings and errors of a visit, per release on the page (`/ops/vitals`). Never throws. */
export function sendVitals(report: VitalsReport): void {
  try {
    const body = JSON.stringify(report);
    // text/plain keeps sendBeacon a simple request; the server reads the JSON either way.
    if (!navigator.sendBeacon?.('/ops/vitals', new Blob([body], { type: 'text/plain' }))) {
      void fetch('/ops/vitals', { method: 'POST', body, headers: { 'Content-Type': 'text/plain' }, keepalive: true }).catch(() => {});
    }
  } catch {
    /* reporting is best effort */
  }
}
