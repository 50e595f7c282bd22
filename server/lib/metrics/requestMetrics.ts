import type { Metric, Registry } from 'prom-client';

interface RequestLabels {
  method: string;
  route: string;
  status_code: string;
}

/** One route pattern, method and status: answers per latency bucket (not cumulative; the last is above every bound), their sum and count. */
interface Series {
  labels: RequestLabels;
  perBucket: number[];
  sum: number;
  count: number;
}

/** A line of the exposition, as prom-client's metrics hand theirs to the registry. */
interface Sample {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * `http_requests_total` and the histogram `http_request_duration_seconds`, kept by hand.
 * prom-client's own Histogram and Counter check and hash their label set on every observation
 * (about 1 µs per request for the pair, 4 % of a bare route's budget at 40k requests/s); here a
 * request costs three map reads and a few additions, and the series are written out only when
 * scraped. Both are registered as plain metric objects ({ name, help, type, aggregator, get }),
 * the form prom-client's own AggregatorRegistry registers its aggregated metrics in, so the
 * registry prints them and the cluster's primary adds them up as it does any counter or histogram.
 */
export function createRequestMetrics(registry: Registry, bounds: readonly number[]) {
  const all: Series[] = [];
  // route -> method -> status -> series
  const known = new Map<string, Map<string, Map<number, Series>>>();

  function seriesOf(route: string, method: string, status: number): Series {
    let byMethod = known.get(route);
    if (!byMethod) known.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = { labels: { method, route, status_code: String(status) }, perBucket: new Array<number>(bounds.length + 1).fill(0), sum: 0, count: 0 };
      byStatus.set(status, series);
      all.push(series);
    }
    return series;
  }

  const durationName = 'http_request_duration_seconds';
  register(registry, 'http_requests_total', 'Requests answered, by route pattern, method and status.', 'counter', () =>
    all.map((series) => ({ labels: { ...series.labels }, value: series.count })),
  );
  register(registry, durationName, 'Time from the request to the end of its answer, by route pattern, method and status.', 'histogram', () =>
    all.flatMap((series) => {
      let cumulative = 0;
      const samples: Sample[] = bounds.map((le, index) => {
        cumulative += series.perBucket[index]!;
        return { metricName: `${durationName}_bucket`, labels: { ...series.labels, le }, value: cumulative };
      });
      samples.push(
        { metricName: `${durationName}_bucket`, labels: { ...series.labels, le: '+Inf' }, value: series.count },
        { metricName: `${durationName}_sum`, labels: { ...series.labels }, value: series.sum },
        { metricName: `${durationName}_count`, labels: { ...series.labels }, value: series.count },
      );
      return samples;
    }),
  );

  return {
    /** One answer of `route` (the pattern), `method` and `status`, which took `seconds`. */
    observe(route: string, method: string, status: number, seconds: number): void {
      const series = seriesOf(route, method, status);
      let bucket = 0;
      while (bucket < bounds.length && seconds > bounds[bucket]!) bucket++;
      series.perBucket[bucket]!++;
      series.sum += seconds;
      series.count++;
    },
  };
}

function register(registry: Registry, name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]): void {
  // Summed across the cluster's workers, as prom-client does for its own counters and histograms.
  const metric = { name, help, type, aggregator: 'sum' as const, get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }) };
  registry.registerMetric(metric as unknown as Metric);
}
