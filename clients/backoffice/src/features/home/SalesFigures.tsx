/**
 * Sales: today's total and count with a line per channel, and the last 30 days (total, a table day by
 * day, and the stacked bar chart loaded once these figures are on screen). Every figure links to the
 * orders it counts.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney, useLocale } from '@tijara/shared';
import { componentMessages } from '../../components/messages';
import type { OrderVocabulary, SalesChannelName } from '../orders';
import { boardMessages as messages } from './board-messages';
import { salesPath } from './board-links';
import type { DashboardAnswer } from './HomeBoard';
import type { SalesChart, SalesChartData } from './SalesChart';

type Sales = NonNullable<DashboardAnswer['sales']>;

interface Props {
  readonly sales: Sales;
  readonly vocabulary: OrderVocabulary;
}

/** A server day (YYYY-MM-DD) read as that calendar day, whatever the tablet's time zone. */
function dayDate(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

const formatDay = (intl: IntlShape, day: string, long = false) =>
  intl.formatDate(dayDate(day), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(long ? { weekday: 'short' } : {}),
  });

export function SalesToday({ sales, vocabulary }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const channelName = (channel: SalesChannelName) => intl.formatMessage(vocabulary.CHANNEL_LABELS[channel]);
  return (
    <article className="card home-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.salesToday)}</h2>
      <p className="home-figure">
        <Link to={salesPath(sales.today, sales.today)}>
          {intl.formatMessage(messages.salesTodayFigure, {
            total: formatMoney(sales.todayTotal),
            count: sales.todayCount,
          })}
        </Link>
      </p>
      <div className="home-scroll">
        <table className="table home-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.channel)}</th>
              <th scope="col" className="home-number">
                {intl.formatMessage(messages.count)}
              </th>
              <th scope="col" className="home-number">
                {intl.formatMessage(messages.amount)}
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.todayByChannel.map((entry) => (
              <tr key={entry.channel}>
                <th scope="row">
                  <span
                    className={`home-swatch home-swatch--${entry.channel.toLowerCase()}`}
                    aria-hidden="true"
                  />
                  <Link to={salesPath(sales.today, sales.today, entry.channel)}>
                    {channelName(entry.channel)}
                  </Link>
                </th>
                <td className="home-number">{intl.formatNumber(entry.count)}</td>
                <td className="home-number">{formatMoney(entry.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted home-note">{intl.formatMessage(messages.salesNote)}</p>
    </article>
  );
}

/** The chart's module, asked for once the figures have drawn (an effect runs after the paint). */
function useChartModule() {
  const [chart, setChart] = useState<{ SalesChart: typeof SalesChart } | null>(null);
  useEffect(() => {
    let live = true;
    // Offline without the chunk in the cache: the table stays the figure, nothing else to say.
    import('./SalesChart').then(
      (module) => live && setChart(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return chart;
}

/** The colour each channel is drawn in: home.css, where the table's swatches take theirs. */
function channelColour(style: CSSStyleDeclaration, channel: SalesChannelName): string {
  return style.getPropertyValue(`--home-channel-${channel.toLowerCase()}`).trim() || '#820869';
}

function useChartData({ sales, vocabulary }: Props): SalesChartData {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { locale } = useLocale();
  return useMemo(() => {
    const dayTotals = sales.days.map((_, index) =>
      sales.daily.reduce((sum, s) => sum + (s.totals[index] ?? 0), 0),
    );
    const total = dayTotals.reduce((sum, value) => sum + value, 0);
    const count = sales.daily.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);
    const bestIndex = dayTotals.indexOf(Math.max(...dayTotals));
    const best =
      total > 0
        ? intl.formatMessage(messages.bestDay, {
            day: formatDay(intl, sales.days[bestIndex] ?? sales.today, true),
            total: formatMoney(dayTotals[bestIndex] ?? 0),
          })
        : '';
    const style = getComputedStyle(document.documentElement);
    return {
      days: sales.days.map((day) => formatDay(intl, day)),
      series: sales.daily.map((entry) => ({
        label: intl.formatMessage(vocabulary.CHANNEL_LABELS[entry.channel]),
        totals: entry.totals,
        colour: channelColour(style, entry.channel),
      })),
      rtl: locale === 'ar',
      summary: intl.formatMessage(messages.chartSummary, {
        from: formatDay(intl, sales.days[0] ?? sales.today),
        to: formatDay(intl, sales.today),
        total: formatMoney(total),
        count,
        best,
      }),
      axisTitle: intl.formatMessage(messages.chartAxis),
      tooltipLine: (channel, centimes) =>
        intl.formatMessage(messages.chartTooltip, { channel, total: formatMoney(centimes) }),
      formatTick: (centimes) =>
        intl.formatNumber(centimes / 100, { notation: 'compact', maximumFractionDigits: 1 }),
      ink: {
        text: style.getPropertyValue('--color-text').trim() || '#4f5d77',
        grid: style.getPropertyValue('--border').trim() || '#dde3ec',
        font: style.fontFamily,
      },
    };
  }, [sales, vocabulary, intl, formatMoney, locale]);
}

export function SalesHistory({ sales, vocabulary }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const chartModule = useChartModule();
  const chart = useChartData({ sales, vocabulary });
  const from = sales.days[0] ?? sales.today;
  const total = sales.daily.reduce((sum, s) => sum + s.totals.reduce((a, b) => a + b, 0), 0);
  const count = sales.daily.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);
  return (
    <article className="card home-card home-card--wide" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.lastDays)}</h2>
      <p className="home-figure">
        <Link to={salesPath(from, sales.today)}>
          {intl.formatMessage(messages.salesTodayFigure, { total: formatMoney(total), count })}
        </Link>
      </p>
      <ul className="home-legend" aria-hidden="true">
        {sales.daily.map((entry) => (
          <li key={entry.channel}>
            <span className={`home-swatch home-swatch--${entry.channel.toLowerCase()}`} />
            {intl.formatMessage(vocabulary.CHANNEL_LABELS[entry.channel])}
          </li>
        ))}
      </ul>
      {chartModule ? (
        <chartModule.SalesChart chart={chart} />
      ) : (
        <div className="home-chart" aria-hidden="true" />
      )}
      <details className="home-details">
        <summary>{intl.formatMessage(messages.showTable)}</summary>
        <DaysTable sales={sales} vocabulary={vocabulary} />
      </details>
    </article>
  );
}

/** The chart's figures as a table: a row per day (newest first), a column per channel. */
function DaysTable({ sales, vocabulary }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const rows = sales.days.map((day, index) => ({ day, index })).reverse();
  return (
    <div className="home-scroll">
      <table className="table home-table">
        <caption className="visually-hidden">{intl.formatMessage(messages.lastDays)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.day)}</th>
            {sales.daily.map((entry) => (
              <th scope="col" key={entry.channel} className="home-number">
                {intl.formatMessage(vocabulary.CHANNEL_LABELS[entry.channel])}
              </th>
            ))}
            <th scope="col" className="home-number">
              {intl.formatMessage(componentMessages.total)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ day, index }) => (
            <tr key={day}>
              <th scope="row" className="home-day">
                {formatDay(intl, day, true)}
              </th>
              {sales.daily.map((entry) => (
                <td key={entry.channel} className="home-number">
                  {formatMoney(entry.totals[index] ?? 0)}
                </td>
              ))}
              <td className="home-number">
                {formatMoney(sales.daily.reduce((sum, s) => sum + (s.totals[index] ?? 0), 0))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
