// The three chart cards' contents. The charts themselves (chart-svgs.tsx, the only file that loads
// the chart library) come lazily; no member or login page imports anything from this folder.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core'
import { selectedToken } from '@/tokens/selected-token'
import { formatINR } from '@/ui/format'
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

// One request for the three charts, and one outcome: if it fails, every chart box stays empty.
let chartsModule: Promise<typeof import('@/features/admin-dashboard/chart-svgs')> | undefined
const charts = () => (chartsModule ??= import('@/features/admin-dashboard/chart-svgs'))
const SupplyPieChart = lazy(() => charts().then((m) => ({ default: m.SupplyPieChart })))
const ReferralDonutChart = lazy(() => charts().then((m) => ({ default: m.ReferralDonutChart })))
const CollectionBarChart = lazy(() => charts().then((m) => ({ default: m.CollectionBarChart })))

/**
 * Recharts is about 100 kB and measures and lays out each SVG as it mounts: waiting for it held the
 * whole dashboard's first paint (docs/PERFORMANCE.md, web budgets). So its code is only asked for
 * once the figures, titles and legends have painted, and each chart arrives into a box of its own
 * size, so nothing on the page moves when it does.
 */
function ChartSlot({ w, h, children }: { w?: number; h: number; children: ReactNode }) {
  const painted = useAfterPaint()
  const empty = <Box w={w} h={h} mx="auto" />
  if (!painted) return empty
  return (
    <KeepOnFailure fallback={empty}>
      <Suspense fallback={empty}>{children}</Suspense>
    </KeepOnFailure>
  )
}

/** False until the browser has painted once after the first render: a frame, then a task. */
function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}

/** A chart whose code fails to load leaves its box empty; the figures and legends stay readable. */
class KeepOnFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** 'Token Supply Distribution': the seven supply slices. */
export function SupplyPie({ slices }: { slices: Slice[] }) {
  return (
    <Stack gap="md" align="stretch">
      <ChartSlot w={200} h={200}>
        <SupplyPieChart slices={slices} />
      </ChartSlot>
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
        <ChartSlot w={200} h={200}>
          <ReferralDonutChart slices={slices} onHover={setHovered} />
        </ChartSlot>
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
      <ChartSlot h={240}>
        <CollectionBarChart bars={bars} />
      </ChartSlot>
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
