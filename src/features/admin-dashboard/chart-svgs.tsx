// The dashboard's three charts, drawn as plain SVG. A chart library (recharts, some 100 kB) cost the
// admin dashboard one 136-245 ms task to measure and mount three simple shapes (docs/PERFORMANCE.md,
// web budgets); these render with the page. Each chart is one image to assistive technology, named
// like the card it sits in; the exact figures are in the legend beside it.
import { COLLECTION_COLOR, colorVar, type CollectionBar, type Slice } from '@/features/admin-dashboard/chart-data'

const AXIS_TEXT = 'var(--mantine-color-gray-7)'
const GRID = 'var(--mantine-color-gray-3)'
const FULL_TURN = 2 * Math.PI

function point(c: number, r: number, angle: number) {
  return `${(c + r * Math.sin(angle)).toFixed(3)} ${(c - r * Math.cos(angle)).toFixed(3)}`
}

/**
 * The outline of one slice between two angles (clockwise from 12 o'clock), a wedge when `inner` is
 * 0, a ring segment otherwise. A slice that is the whole circle is drawn as two halves, since an
 * SVG arc whose ends meet draws nothing.
 */
export function slicePath(c: number, outer: number, inner: number, from: number, to: number): string {
  if (to - from >= FULL_TURN - 1e-9) {
    const half = from + Math.PI
    return `${slicePath(c, outer, inner, from, half)} ${slicePath(c, outer, inner, half, from + FULL_TURN)}`
  }
  const large = to - from > Math.PI ? 1 : 0
  const rim = `M ${point(c, outer, from)} A ${outer} ${outer} 0 ${large} 1 ${point(c, outer, to)}`
  if (inner === 0) return `${rim} L ${c} ${c} Z`
  return `${rim} L ${point(c, inner, to)} A ${inner} ${inner} 0 ${large} 0 ${point(c, inner, from)} Z`
}

/** Each slice's angles; slices of no value get none, and an all-zero chart draws no slice at all. */
function layout(slices: Slice[]) {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0)
  let angle = 0
  return slices.flatMap((slice, index) => {
    if (total === 0 || slice.value <= 0) return []
    const from = angle
    angle += (slice.value / total) * FULL_TURN
    return [{ slice, index, from, to: angle }]
  })
}

interface RoundChartProps {
  slices: Slice[]
  label: string
  size: number
  thickness?: number
  onHover?: (index: number) => void
}

function RoundChart({ slices, label, size, thickness, onHover }: RoundChartProps) {
  const c = size / 2
  const inner = thickness === undefined ? 0 : c - thickness
  const drawn = layout(slices)
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${size} ${size}`} style={{ display: 'block', margin: '0 auto' }}>
      {/* Nothing to share out: an empty ring, drawn as one stroke as wide as the ring (for the pie, the whole disc). */}
      {drawn.length === 0 && <circle cx={c} cy={c} r={c - (thickness ?? c) / 2} fill="none" stroke={GRID} strokeWidth={thickness ?? c} />}
      {drawn.map(({ slice, index, from, to }) => (
        <path
          key={slice.name}
          d={slicePath(c, c, inner, from, to)}
          fill={colorVar(slice.color)}
          stroke="var(--mantine-color-body)"
          strokeWidth={1}
          data-slice={slice.name}
          onMouseEnter={onHover && (() => onHover(index))}
          onClick={onHover && (() => onHover(index))}
        >
          <title>{`${slice.name}: ${slice.label}`}</title>
        </path>
      ))}
    </svg>
  )
}

export function SupplyPieChart({ slices }: { slices: Slice[] }) {
  return <RoundChart slices={slices} size={200} label="Token Supply Distribution pie chart" />
}

/** Pointing at (or tapping) a slice hands its index to `onHover`, for the readout below the chart. */
export function ReferralDonutChart({ slices, onHover }: { slices: Slice[]; onHover: (index: number) => void }) {
  return <RoundChart slices={slices} size={200} thickness={30} onHover={onHover} label="Referral Supply doughnut chart" />
}

// About a card's width on a phone and on a desktop, so that the labels stay near 12 px as it scales.
const BAR = { width: 300, height: 220, left: 34, right: 6, top: 28, bottom: 24 }
const TICKS = [0, 25, 50, 75, 100]

/** One dataset, labelled '%': each method's share of the approved collections, on a 0-100 axis. */
export function CollectionBarChart({ bars }: { bars: CollectionBar[] }) {
  const plotWidth = BAR.width - BAR.left - BAR.right
  const plotHeight = BAR.height - BAR.top - BAR.bottom
  const base = BAR.top + plotHeight
  const band = plotWidth / bars.length
  const y = (percent: number) => base - (Math.min(100, Math.max(0, percent)) / 100) * plotHeight
  return (
    <svg role="img" aria-label="Total Collection Method Wise bar chart" viewBox={`0 0 ${BAR.width} ${BAR.height}`} style={{ display: 'block', width: '100%', height: 'auto' }}>
      <g aria-hidden="true">
        <rect x={BAR.width / 2 - 18} y={6} width={12} height={12} rx={2} fill={colorVar(COLLECTION_COLOR)} />
        <text x={BAR.width / 2} y={16} fontSize={12} fill={AXIS_TEXT}>
          %
        </text>
      </g>
      {TICKS.map((tick) => (
        <g key={tick}>
          <line x1={BAR.left} x2={BAR.width - BAR.right} y1={y(tick)} y2={y(tick)} stroke={GRID} strokeDasharray={tick === 0 ? undefined : '4 4'} />
          <text x={BAR.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={AXIS_TEXT} data-tick="y">
            {tick}
          </text>
        </g>
      ))}
      {bars.map((bar, i) => {
        const x = BAR.left + i * band
        const top = y(bar['%'])
        return (
          <g key={bar.method}>
            {bar['%'] > 0 && (
              <rect x={x + band * 0.2} y={top} width={band * 0.6} height={base - top} rx={3} fill={colorVar(COLLECTION_COLOR)} data-method={bar.method}>
                <title>{`${bar.method}: ${bar.share}%`}</title>
              </rect>
            )}
            <text x={x + band / 2} y={base + 16} textAnchor="middle" fontSize={12} fill={AXIS_TEXT} data-tick="x">
              {bar.method}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
