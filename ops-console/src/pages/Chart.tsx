/** Failures (or loads: `noun`) per hour per release as small lines (plain SVG). */
export function FailureChart({ title, hours, series, noun = 'failures' }: { title: string; hours: string[]; series: Map<string, number[]>; noun?: 'failures' | 'loads' }) {
  const width = 240;
  const height = 60;
  const max = Math.max(1, ...[...series.values()].flat());
  const x = (i: number) => (hours.length > 1 ? (i / (hours.length - 1)) * width : 0);
  const y = (v: number) => height - (v / max) * (height - 4) - 2;
  const entries = [...series.entries()];
  const total = entries.reduce((n, [, values]) => n + values.reduce((a, b) => a + b, 0), 0);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={`${title}: ${total} ${noun} in the last ${hours.length} hours`}>
        <line x1={0} y1={height - 1} x2={width} y2={height - 1} className="axis" />
        {entries.map(([release, values], n) => (
          <polyline key={release} className={`line line-${n % 4}`} fill="none" points={values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
        ))}
      </svg>
      <figcaption>
        {entries.length === 0
          ? noun === 'failures' ? 'No failures reported' : 'No loads counted'
          : entries.map(([release, values], n) => (
              <span key={release} className={`legend legend-${n % 4}`}>
                {release}: {values.reduce((a, b) => a + b, 0)}
              </span>
            ))}
      </figcaption>
    </figure>
  );
}
