// The three chart cards' contents: the chart, and the exact figures beside it. No member or login
// page imports anything from this folder.
import { useState } from 'react'
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core'
import { selectedToken } from '@/tokens/selected-token'
import { formatINR } from '@/ui/format'
import { COLLECTION_COLOR, colorVar, toCrore, type CollectionBar, type Slice } from '@/features/admin-dashboard/chart-data'
import { CollectionBarChart, ReferralDonutChart, SupplyPieChart } from '@/features/admin-dashboard/chart-svgs'

function Legend({ label, items }: { label: string; items: { name: string; color: string; value: string }[] }) {
  return (
    <Stack component="ul" aria-label={label} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item.name} justify="space-between" gap="sm" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <ColorSwatch color={colorVar(item.color)} size={12} withShadow={false} />
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

/** 'Token Supply Distribution': the seven supply slices. */
export function SupplyPie({ slices }: { slices: Slice[] }) {
  return (
    <Stack gap="md" align="stretch">
      <SupplyPieChart slices={slices} />
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
        <ReferralDonutChart slices={slices} onHover={setHovered} />
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
      <CollectionBarChart bars={bars} />
      <Legend
        label="Total Collection Method Wise values"
        items={bars.map((bar) => ({
          name: bar.method,
          color: COLLECTION_COLOR,
          value: bar.amount === undefined ? '--' : `${formatINR(bar.amount)} (${bar.share}%)`,
        }))}
      />
    </Stack>
  )
}
