// The only file that loads the chart library. supply-charts.tsx loads it lazily, so recharts (about
// 100 kB) downloads and mounts after the dashboard's figures, titles and legends have painted.
import '@mantine/charts/styles.css'
import { BarChart, DonutChart, PieChart } from '@mantine/charts'
import { formatTokenAmount } from '@/ui/format'
import type { CollectionBar, Slice } from '@/features/admin-dashboard/chart-data'

const formatSupply = (value: number) => formatTokenAmount(value, 2)

export function SupplyPieChart({ slices }: { slices: Slice[] }) {
  return (
    <PieChart
      data={slices}
      size={200}
      withTooltip
      tooltipDataSource="segment"
      valueFormatter={formatSupply}
      mx="auto"
      role="img"
      aria-label="Token Supply Distribution pie chart"
    />
  )
}

export function ReferralDonutChart({ slices, onHover }: { slices: Slice[]; onHover: (index: number) => void }) {
  return (
    <DonutChart
      data={slices}
      size={200}
      thickness={30}
      withTooltip={false}
      pieProps={{ onMouseEnter: (_: unknown, index: number) => onHover(index) }}
      role="img"
      aria-label="Referral Supply doughnut chart"
    />
  )
}

export function CollectionBarChart({ bars }: { bars: CollectionBar[] }) {
  return (
    <BarChart
      h={240}
      data={bars}
      dataKey="method"
      series={[{ name: '%', color: 'brand.6' }]}
      withLegend
      valueFormatter={(value) => value.toFixed(2)}
      unit="%"
      yAxisProps={{ domain: [0, 100], tickFormatter: (value: number) => String(value) }}
      role="img"
      aria-label="Total Collection Method Wise bar chart"
    />
  )
}
