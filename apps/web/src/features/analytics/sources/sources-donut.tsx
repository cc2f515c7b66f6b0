import type { TrafficSources } from '@sparklink/contract';
import { Cell, Pie, PieChart } from 'recharts';
import { SOURCE_COLORS } from './source-colors';

/** Loaded through React.lazy only, like the trends chart: Recharts stays out of the first load. */
export default function SourcesDonut({ sources }: { sources: TrafficSources['sources'] }) {
  return (
    <PieChart responsive accessibilityLayer={false} style={{ width: '100%', maxWidth: 220, aspectRatio: 1 }}>
      <Pie
        data={sources}
        dataKey="sessions"
        nameKey="label"
        innerRadius="60%"
        outerRadius="100%"
        stroke="var(--color-white)"
      >
        {sources.map(({ source }) => (
          <Cell key={source} fill={SOURCE_COLORS[source]} />
        ))}
      </Pie>
    </PieChart>
  );
}
