import { useEffect } from 'react';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { sampleRateOf, type RemoteName, type VitalsReport } from '@casino/shared';
import { sendVitals } from '../../federation/beacon';
import { useRemotes } from '../../federation/context';
import { ErrorTally, pageReleases, releaseOfError } from './attribution';

/**
 * Page timings per release: a sample of visits (the registry's `vitalsSampleRate`) reports LCP,
 * INP and CLS, each once, for the releases on the page when the value is final (LCP at the first
 * input, INP and CLS when the page is hidden); uncaught errors thrown from a release's files are
 * counted for that release on every visit. Loaded with the page furniture, after the first paint
 * (the browser's timings are buffered, so nothing is missed).
 */
export function PageVitals() {
  const remotes = useRemotes();
  useEffect(() => {
    const sampled = Math.random() < sampleRateOf(remotes.registry().doc.vitalsSampleRate);
    const errors = new ErrorTally();
    const sent = new Set<Metric['name']>();
    let pending: Pick<VitalsReport, 'inp' | 'cls'> = {};
    let stopped = false;
    const onPage = () => pageReleases(remotes.status.getState().byName, remotes.releaseOf, remotes.registry().doc);
    const tokenOf = (remote: RemoteName, release: string) => remotes.registry().doc.remotes.find((r) => r.name === remote && r.release === release)?.token;
    const send = (values: Omit<VitalsReport, 'releases'>) => {
      const releases = errors.take(onPage(), tokenOf);
      if (releases.length) sendVitals({ releases, ...values });
    };
    const take = (metric: Metric) => {
      if (stopped || sent.has(metric.name)) return;
      sent.add(metric.name);
      // LCP belongs to the page as it was first shown: sent at once, with the remotes loaded then.
      if (metric.name === 'LCP') send({ lcp: Math.round(metric.value) });
      else if (metric.name === 'INP') pending.inp = Math.round(metric.value);
      else if (metric.name === 'CLS') pending.cls = Math.round(metric.value * 1000) / 1000;
    };
    if (sampled) {
      onLCP(take);
      onINP(take);
      onCLS(take);
    }
    const flush = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      if (Object.keys(pending).length || errors.size) send(pending);
      pending = {};
    };
    const onError = (event: ErrorEvent) => {
      const at = releaseOfError(event.filename, (event.error as Error | undefined)?.stack);
      if (at) errors.add(at);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const at = releaseOfError((event.reason as Error | undefined)?.stack);
      if (at) errors.add(at);
    };
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    addEventListener('visibilitychange', flush);
    addEventListener('pagehide', flush);
    return () => {
      stopped = true;
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
      removeEventListener('visibilitychange', flush);
      removeEventListener('pagehide', flush);
    };
  }, [remotes]);
  return null;
}
