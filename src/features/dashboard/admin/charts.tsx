// The dashboard's three charts, on @mantine/charts (recharts underneath). They live in a chunk of
// their own, with the library's stylesheet, which the page asks for only once its figures are painted
// (supply-charts.tsx): mounting recharts is a long task (docs/PERFORMANCE.md, speed devices) and must
// not hold up the titles and numbers. Each chart is one image to assistive technology, named like the
// card it sits in; the exact figures are in the legend beside it.
import '@mantine/charts/styles.css'
import type { ReactNode } from 'react'
import { BarChart, DonutChart, PieChart } from '@mantine/charts'
import { ResponsiveContainer } from 'recharts'
import { formatTokenAmount } from '@/ui/format'
import { m } from '@/paraglide/messages'
import { BAR_CHART_HEIGHT, ROUND_CHART_SIZE, type CollectionBar, type Slice } from '@/features/dashboard/admin/chart-data'

/**
 * A chart of a fixed size. Mantine wraps each chart in recharts' ResponsiveContainer, which renders
 * an empty box, measures it, then renders the chart a second time; inside a container of fixed
 * dimensions it skips that and draws once (and jsdom, which measures nothing, can draw it too).
 */
function Fixed({ label, width, height, children }: { label: string; width: number; height: number; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} style={{ width, height, margin: '0 auto' }}>
      <ResponsiveContainer width={width} height={height}>
        {children}
      </ResponsiveContainer>
    </div>
  )
}

const pieData = (slices: Slice[]) => slices.map(({ name, value, color }) => ({ name, value, color }))

export function SupplyPieChart({ slices }: { slices: Slice[] }) {
  return (
    <Fixed label={m.chart_supply_pie()} width={ROUND_CHART_SIZE} height={ROUND_CHART_SIZE}>
      <PieChart
        data={pieData(slices)}
        size={ROUND_CHART_SIZE}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(value) => formatTokenAmount(value, 2)}
        // As wide as its text: the chart's 200 px box would otherwise wrap a name over three lines.
        tooltipProps={{ wrapperStyle: { width: 'max-content' } }}
        accessibilityLayer={false}
        // An image is one stop or none for the keyboard; none, as before the library.
        pieProps={{ rootTabIndex: -1 }}
      />
    </Fixed>
  )
}

/** Pointing at (or tapping) a slice hands its index to `onHover`, for the readout below the chart. */
export function ReferralDonutChart({ slices, onHover }: { slices: Slice[]; onHover: (index: number) => void }) {
  return (
    <Fixed label={m.chart_referral_donut()} width={ROUND_CHART_SIZE} height={ROUND_CHART_SIZE}>
      <DonutChart
        data={pieData(slices)}
        size={ROUND_CHART_SIZE}
        thickness={30}
        // The readout below the chart is its tooltip.
        withTooltip={false}
        accessibilityLayer={false}
        pieProps={{ rootTabIndex: -1, onMouseEnter: (_, index) => onHover(index), onClick: (_, index) => onHover(index) }}
      />
    </Fixed>
  )
}

/** One dataset, labelled '%': each method's share of the approved collections, on a 0-100 axis, each bar in its method's colour. */
export function CollectionBarChart({ bars, width }: { bars: CollectionBar[]; width: number }) {
  return (
    <Fixed label={m.chart_collection_bars()} width={width} height={BAR_CHART_HEIGHT}>
      <BarChart
        h={BAR_CHART_HEIGHT}
        data={bars}
        dataKey="method"
        series={[{ name: '%', label: m.chart_share_series(), color: 'brand.6' }]}
        unit="%"
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: 44 }}
        accessibilityLayer={false}
      />
    </Fixed>
  )
}
