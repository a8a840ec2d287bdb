/** Failures (or loads: `noun`) per hour per release as small lines (plain SVG), with both axes and their units. */
export function FailureChart({
  title,
  hours,
  series,
  noun = 'failures',
}: {
  title: string;
  hours: string[];
  series: Map<string, number[]>;
  noun?: 'failures' | 'loads';
}) {
  const left = 36;
  const bottom = 16;
  const plotWidth = 240;
  const plotHeight = 60;
  const width = left + plotWidth + 4;
  const height = plotHeight + bottom + 6;
  const max = Math.max(1, ...[...series.values()].flat());
  const x = (i: number) => left + (hours.length > 1 ? (i / (hours.length - 1)) * plotWidth : 0);
  const y = (v: number) => 4 + plotHeight - (v / max) * (plotHeight - 4);
  const entries = [...series.entries()];
  const total = entries.reduce((n, [, values]) => n + values.reduce((a, b) => a + b, 0), 0);
  const hourLabel = (h: string | undefined) => (h ? `${h.slice(11, 16)} UTC` : '');
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={`${title}: ${total} ${noun} in the last ${hours.length} hours (${noun} per hour, 0 to ${max})`}
      >
        <line x1={left} y1={4 + plotHeight} x2={left + plotWidth} y2={4 + plotHeight} className="axis" />
        <line x1={left} y1={4} x2={left} y2={4 + plotHeight} className="axis" />
        <text x={left - 4} y={10} textAnchor="end" className="tick">
          {max}
        </text>
        <text x={left - 4} y={4 + plotHeight} textAnchor="end" className="tick">
          0
        </text>
        <text x={left} y={height - 2} className="tick">
          {hourLabel(hours[0])}
        </text>
        <text x={left + plotWidth} y={height - 2} textAnchor="end" className="tick">
          {hourLabel(hours[hours.length - 1])}
        </text>
        {entries.map(([release, values], n) => (
          <polyline key={release} className={`line line-${n % 4}`} fill="none" points={values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
        ))}
      </svg>
      <figcaption>
        <span className="unit">{noun === 'failures' ? 'Failures per hour' : 'Loads per hour'} (UTC hours)</span>{' '}
        {entries.length === 0
          ? noun === 'failures'
            ? 'No failures reported'
            : 'No loads counted'
          : entries.map(([release, values], n) => (
              <span key={release} className={`legend legend-${n % 4}`}>
                {release}: {values.reduce((a, b) => a + b, 0)}
              </span>
            ))}
      </figcaption>
    </figure>
  );
}
