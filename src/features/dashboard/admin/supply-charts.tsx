// The three chart cards' contents: the chart, and the exact figures beside it. The figures render
// with the page; the charts come from their own chunk once those are painted. No member or login
// page imports anything from this folder.
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core'
import { useWindowEvent } from '@mantine/hooks'
import { selectedToken } from '@/tokens/selected-token'
import { afterPaint } from '@/ui/after-paint'
import { formatINR } from '@/ui/format'
import { m } from '@/paraglide/messages'
import { BAR_CHART_HEIGHT, colorVar, ROUND_CHART_SIZE, toCrore, type CollectionBar, type Slice } from '@/features/dashboard/admin/chart-data'

type Charts = typeof import('@/features/dashboard/admin/charts')

/** Each chart waits for the one before it: a mount of its own, in a task of its own (below). */
let previousMount: Promise<void> = Promise.resolve()
function nextMountTurn(): Promise<void> {
  const turn = previousMount.then(() => new Promise<void>((resolve) => setTimeout(resolve, 16)))
  previousMount = turn
  return turn
}

/** Resolves once the box is near the viewport (at once where IntersectionObserver is missing). */
function nearViewport(box: Element, signal: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '200px' },
    )
    observer.observe(box)
    signal.addEventListener('abort', () => observer.disconnect())
  })
}

/**
 * The chart chunk (recharts: a megabyte of script to evaluate), asked for after the page has painted
 * (a frame, then a task) and once the chart's box is near the viewport: on a phone the charts sit
 * below the figures, and a visit that does not scroll to them does not pay for them. The charts then
 * mount one at a time, each in its own task and as a transition, instead of all three in one long
 * task (docs/PERFORMANCE.md, speed devices). Null until it arrives, and for good if it fails to load:
 * the legends beside the empty boxes still carry every figure.
 */
function useChartsWhenSeen(box: RefObject<HTMLElement | null>): Charts | null {
  const [charts, setCharts] = useState<Charts | null>(null)
  useEffect(() => {
    const stop = new AbortController()
    const painted = new Promise<void>((resolve) => {
      const cancel = afterPaint(resolve)
      stop.signal.addEventListener('abort', cancel)
    })
    painted
      .then(() => (box.current ? nearViewport(box.current, stop.signal) : undefined))
      .then(() => import('@/features/dashboard/admin/charts'))
      .then(
        (module) => nextMountTurn().then(() => stop.signal.aborted || startTransition(() => setCharts(module))),
        () => {},
      )
    return () => stop.abort()
  }, [box])
  return charts
}

interface LegendItem {
  name: string
  value: string
  /** None for a line that is not drawn, such as a total. */
  color?: string
}

function Legend({ label, items }: { label: string; items: LegendItem[] }) {
  return (
    <Stack component="ul" aria-label={label} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item.name} justify="space-between" gap="sm" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            {item.color ? <ColorSwatch color={colorVar(item.color)} size={12} withShadow={false} /> : <Box w={12} />}
            <Text size="sm" fw={item.color ? undefined : 600}>
              {item.name}
            </Text>
          </Group>
          <Text size="sm" fw={600} ta="right">
            {item.value}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}

const legendItems = (slices: Slice[]): LegendItem[] => slices.map((slice) => ({ name: slice.name, color: slice.color, value: slice.label }))

/** 'Token Supply Distribution': the supply's parts as slices; the totals they make head the legend. */
export function SupplyPie({ slices, totals }: { slices: Slice[]; totals: Slice[] }) {
  const box = useRef<HTMLDivElement>(null)
  const charts = useChartsWhenSeen(box)
  return (
    <Stack gap="md" align="stretch">
      <Box ref={box} mx="auto" w={ROUND_CHART_SIZE} h={ROUND_CHART_SIZE}>
        {charts && <charts.SupplyPieChart slices={slices} />}
      </Box>
      <Legend label={m.chart_supply_values()} items={[...totals.map((total) => ({ name: total.name, value: total.label })), ...legendItems(slices)]} />
    </Stack>
  )
}

/**
 * 'Referral Supply': a doughnut with the token logo in the middle, its slices the used and the
 * remaining supply; the slice under the pointer is read out below in crores with ' CR' (the Total
 * until one is pointed at).
 */
export function ReferralDonut({ slices, total }: { slices: Slice[]; total: Slice }) {
  const box = useRef<HTMLDivElement>(null)
  const charts = useChartsWhenSeen(box)
  const [hovered, setHovered] = useState<number | null>(null)
  const shown = hovered === null ? total : slices[hovered]
  return (
    <Stack gap="md" align="stretch">
      <Box ref={box} pos="relative" mx="auto" w={ROUND_CHART_SIZE} h={ROUND_CHART_SIZE}>
        {charts && <charts.ReferralDonutChart slices={slices} onHover={setHovered} />}
        <img src={selectedToken.icon_url} alt={selectedToken.symbol} width={84} height={84} style={{ position: 'absolute', inset: 0, margin: 'auto', pointerEvents: 'none' }} />
      </Box>
      <Text ta="center" fw={700} aria-live="polite" data-testid="referral-readout">
        {shown.name}: {shown.raw === undefined ? '--' : m.chart_crore({ value: toCrore(shown.raw) })}
      </Text>
      <Legend label={m.chart_referral_values()} items={[{ name: total.name, value: total.label }, ...legendItems(slices)]} />
    </Stack>
  )
}

/**
 * 'Total Collection Method Wise': each method's share of the approved collections, dataset '%'. The
 * chart is drawn at its box's width, measured when it arrives and when the window is resized.
 */
export function CollectionBars({ bars }: { bars: CollectionBar[] }) {
  const box = useRef<HTMLDivElement>(null)
  const charts = useChartsWhenSeen(box)
  const [width, setWidth] = useState(0)
  const measure = useCallback(() => setWidth(box.current?.clientWidth ?? 0), [])
  useEffect(() => {
    if (charts) measure()
  }, [charts, measure])
  useWindowEvent('resize', measure)
  return (
    <Stack gap="md">
      <Box ref={box} h={BAR_CHART_HEIGHT}>
        {charts && width > 0 && <charts.CollectionBarChart bars={bars} width={width} />}
      </Box>
      <Legend
        label={m.chart_collection_values()}
        items={bars.map((bar) => ({
          name: bar.method,
          color: bar.color,
          value: bar.amount === undefined ? '--' : `${formatINR(bar.amount)} (${bar.share}%)`,
        }))}
      />
    </Stack>
  )
}
