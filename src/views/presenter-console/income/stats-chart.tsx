import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsPoint } from '../../../api/live/income-api';
import { useDateTime } from '../../common/use-date-time';
import { useNumber } from '../../common/use-number';

type Metric = 'viewers' | 'gifts' | 'followers';
const METRICS: readonly Metric[] = ['viewers', 'gifts', 'followers'];
const DEFAULT_W = 600;
const H = 200;
const PAD = { left: 44, right: 12, top: 12, bottom: 24 };

/** The points of a line through the series, scaled into the chart's box. */
export function linePoints(values: readonly number[], width = DEFAULT_W, height = H): string {
  if (values.length === 0) return '';
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const x = (i: number) =>
    PAD.left + (values.length === 1 ? 0 : (i * (width - PAD.left - PAD.right)) / (values.length - 1));
  const y = (v: number) => PAD.top + (height - PAD.top - PAD.bottom) * (1 - (v - min) / (max - min || 1));
  return values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
}

/**
 * The drawn width follows the chart's box, so its labels keep their size on a 375 px screen instead
 * of a wide drawing scaled down to unreadable text.
 */
function useBoxWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The presenter's figures hour by hour over the last day: an SVG line (an image with a title and a
 * summary for screen readers) and the same figures as a table, for whoever prefers or needs it.
 */
export function StatsChart({ series }: { series: readonly StatsPoint[] }) {
  const { t } = useTranslation('moderation');
  const [metric, setMetric] = useState<Metric>('viewers');
  const titleId = useId();
  const descId = useId();
  const values = series.map((p) => p[metric]);
  const hour = useDateTime('clock', 'device');
  const { number } = useNumber();
  const max = Math.max(0, ...values);
  const label = t(`income.metric.${metric}`);
  const [boxRef, W] = useBoxWidth<HTMLDivElement>(DEFAULT_W);
  return (
    <figure className="stats-chart">
      <fieldset className="staff-toolbar">
        <legend className="visually-hidden">{t('income.chartMetric')}</legend>
        {METRICS.map((m) => (
          <label key={m} className="ban-dialog__choice">
            <input type="radio" name="stats-metric" checked={metric === m} onChange={() => setMetric(m)} />
            {t(`income.metric.${m}`)}
          </label>
        ))}
      </fieldset>
      <div ref={boxRef}>
        <svg className="staff-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{t('income.chartTitle', { metric: label })}</title>
          <desc id={descId}>
            {t('income.chartSummary', {
              metric: label,
              from: series[0] ? hour(series[0].at) : '',
              to: series.at(-1) ? hour(series.at(-1)!.at) : '',
              max,
              last: values.at(-1) ?? 0,
            })}
          </desc>
          <line
            className="staff-chart__axis"
            x1={PAD.left}
            y1={H - PAD.bottom}
            x2={W - PAD.right}
            y2={H - PAD.bottom}
          />
          <line className="staff-chart__axis" x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} />
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
            {number(max)}
          </text>
          <text x={PAD.left - 6} y={H - PAD.bottom} textAnchor="end">
            0
          </text>
          {series[0] ? (
            <text x={PAD.left} y={H - 6}>
              {hour(series[0].at)}
            </text>
          ) : null}
          {series.at(-1) ? (
            <text x={W - PAD.right} y={H - 6} textAnchor="end">
              {hour(series.at(-1)!.at)}
            </text>
          ) : null}
          <polyline className="staff-chart__line" stroke="var(--accent)" points={linePoints(values, W)} />
        </svg>
      </div>
      <details className="stats-chart__table">
        <summary>{t('income.asTable')}</summary>
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">{t('income.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('income.hour')}</th>
                {METRICS.map((m) => (
                  <th key={m} scope="col">
                    {t(`income.metric.${m}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((p) => (
                <tr key={p.at}>
                  <th scope="row">{hour(p.at)}</th>
                  {METRICS.map((m) => (
                    <td key={m}>{number(p[m])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
