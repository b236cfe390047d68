// The only files that load the chart library: the admin dashboard's route chunk pulls it in, and
// no member or login page imports anything from this folder.
import '@mantine/charts/styles.css'
import { useState } from 'react'
import { BarChart, DonutChart, PieChart } from '@mantine/charts'
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core'
import { selectedToken } from '@/tokens/selected-token'
import { formatINR, formatTokenAmount } from '@/ui/format'
import { toCrore, type CollectionBar, type Slice } from '@/features/admin-dashboard/chart-data'

function Legend({ label, items }: { label: string; items: { name: string; color: string; value: string }[] }) {
  return (
    <Stack component="ul" aria-label={label} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item.name} justify="space-between" gap="sm" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${item.color.replace('.', '-')})`} size={12} withShadow={false} />
            <Text size="sm">{item.name}</Text>
          </Group>
          <Text size="sm" fw={600} ta="right">
            {item.value}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}

const formatSupply = (value: number) => formatTokenAmount(value, 2)

/** 'Token Supply Distribution': the seven supply slices. */
export function SupplyPie({ slices }: { slices: Slice[] }) {
  return (
    <Stack gap="md" align="stretch">
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
      <Legend
        label="Token Supply Distribution values"
        items={slices.map((slice) => ({ name: slice.name, color: slice.color, value: slice.label }))}
      />
    </Stack>
  )
}

/**
 * 'Referral Supply': a doughnut with the token logo in the middle; the slice under the pointer is
 * read out below in crores with ' CR' (Total until one is hovered).
 */
export function ReferralDonut({ slices, raw }: { slices: Slice[]; raw: (string | undefined)[] }) {
  const [hovered, setHovered] = useState(0)
  const value = raw[hovered]
  return (
    <Stack gap="md" align="stretch">
      <Box pos="relative" mx="auto" w={200} h={200}>
        <DonutChart
          data={slices}
          size={200}
          thickness={30}
          withTooltip={false}
          pieProps={{ onMouseEnter: (_: unknown, index: number) => setHovered(index) }}
          role="img"
          aria-label="Referral Supply doughnut chart"
        />
        <img
          src={selectedToken.icon_url}
          alt={selectedToken.symbol}
          width={84}
          height={84}
          style={{ position: 'absolute', inset: 0, margin: 'auto', pointerEvents: 'none' }}
        />
      </Box>
      <Text ta="center" fw={700} aria-live="polite" data-testid="referral-readout">
        {slices[hovered].name}: {value === undefined ? '--' : `${toCrore(value)} CR`}
      </Text>
      <Legend label="Referral Supply values" items={slices.map((slice) => ({ name: slice.name, color: slice.color, value: slice.label }))} />
    </Stack>
  )
}

/** 'Total Collection Method Wise': each method's share of the approved collections, dataset '%'. */
export function CollectionBars({ bars }: { bars: CollectionBar[] }) {
  return (
    <Stack gap="md">
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
      <Legend
        label="Total Collection Method Wise values"
        items={bars.map((bar) => ({
          name: bar.method,
          color: 'brand.6',
          value: bar.amount === undefined ? '--' : `${formatINR(bar.amount)} (${bar.share}%)`,
        }))}
      />
    </Stack>
  )
}
