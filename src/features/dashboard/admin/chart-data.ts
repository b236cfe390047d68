import type { AdminDashboard, CollectionStats } from '@/client/types.gen'
import { formatTokenAmount } from '@/ui/format'
import { m } from '@/paraglide/messages'

/** A theme colour ('teal.6') as the CSS variable Mantine defines for it: one mapping for a chart's shapes and its legend's swatches. */
export const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`

/** The charts' boxes, known before their chunk arrives, so that nothing moves when they are drawn into them. */
export const ROUND_CHART_SIZE = 200
export const BAR_CHART_HEIGHT = 220

export interface Slice {
  name: string
  /** For the chart's geometry only. */
  value: number
  /** What the page prints: the exact decimal string with 2 places and Indian grouping. */
  label: string
  color: string
  /** The figure as the server sent it, for readouts in other units (crores). */
  raw: string | undefined
}

const MISSING = '--'

function slice(name: string, value: string | undefined, color: string): Slice {
  return { name, value: value === undefined ? 0 : Number(value), label: value === undefined ? MISSING : formatTokenAmount(value, 2), color, raw: value }
}

/** a - b on decimal strings of at most 2 places, exactly; undefined when either is missing or b exceeds a. */
function difference(a: string | undefined, b: string | undefined): string | undefined {
  const x = a === undefined ? undefined : toPaise(a)
  const y = b === undefined ? undefined : toPaise(b)
  if (x === undefined || y === undefined || y > x) return undefined
  const text = (x - y).toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}

/**
 * The 'Token Supply Distribution' pie: a partition of the total supply, so each slice's angle is its
 * share of the total. The private supply is drawn as its two parts, what members already hold (sold
 * plus referral rewards: private less remaining) and what remains, beside the other four shares.
 * Neither the total nor the private supply is a slice of its own: a slice beside its own parts would
 * count them twice (the legend states both).
 */
export function supplySlices(summary: AdminDashboard | undefined): Slice[] {
  return [
    slice(m.desk_chart_private_allocated(), difference(summary?.privateSupply, summary?.remainingPrivateSupply), 'teal.6'),
    slice(m.chart_remaining_private_supply(), summary?.remainingPrivateSupply, 'cyan.5'),
    slice(m.chart_public_cell_supply(), summary?.publicCellSupply, 'yellow.5'),
    slice(m.chart_angel_investor_supply(), summary?.angelInvestorSupply, 'orange.6'),
    slice(m.chart_founder_team_supply(), summary?.founderTeamSupply, 'pink.6'),
    slice(m.chart_airdrop_supply(), summary?.airdropSupply, 'grape.5'),
  ]
}

/** The figures the supply pie's parts add up to, for its legend: the total, and the private supply its first two slices make. */
export function supplyTotals(summary: AdminDashboard | undefined): Slice[] {
  return [slice(m.chart_total_supply(), summary?.totalSupply, 'brand.6'), slice(m.chart_private_supply(), summary?.privateSupply, 'teal.6')]
}

/**
 * The 'Referral Supply' ring: the private supply's used part (Stock Balance: sold plus rewards)
 * against what remains, which together make its Total (stated in the legend, not drawn).
 */
export function referralSlices(summary: AdminDashboard | undefined): Slice[] {
  const data = summary?.privateSupplyData
  return [slice(m.chart_stock_balance(), data?.stockBalance, 'orange.5'), slice(m.chart_remaining(), data?.remaining, 'teal.5')]
}

/** The referral ring's whole, for its legend and its readout before a slice is pointed at. */
export function referralTotal(summary: AdminDashboard | undefined): Slice {
  return slice(m.chart_total(), summary?.privateSupplyData.total, 'brand.6')
}

const DECIMAL = /^(\d+)(?:\.(\d*))?$/

/**
 * Tokens as crores (1 CR = 1,00,00,000) with 2 places, by moving the decimal point on the string
 * itself: 30000000.00 -> '3.00'. The hover readout under the doughnut carries the ' CR' suffix.
 */
export function toCrore(value: string): string {
  const match = DECIMAL.exec(value.trim())
  if (!match) return MISSING
  const integer = match[1].padStart(8, '0')
  return formatTokenAmount(`${integer.slice(0, -7)}.${integer.slice(-7)}${match[2] ?? ''}`, 2)
}

function toPaise(money: string): bigint | undefined {
  const match = DECIMAL.exec(money.trim())
  if (!match) return undefined
  return BigInt(match[1] + (match[2] ?? '').padEnd(2, '0').slice(0, 2))
}

/** part / total as a percent with 2 places, rounded half up, exact on the decimal strings. */
export function percentShare(part: string, total: string): string {
  const p = toPaise(part)
  const t = toPaise(total)
  if (p === undefined || t === undefined || t === 0n) return '0.00'
  const hundredths = (p * 20000n + t) / (2n * t)
  const text = hundredths.toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}

export interface CollectionBar {
  method: string
  /** Each bar its own colour, the same in the chart and in its legend. */
  color: string
  /** The dataset is labelled '%': each method's share of all approved collections. */
  '%': number
  share: string
  amount: string | undefined
}

/** The bar categories Bank, UPI, Manual and Crypto. */
export function collectionBars(stats: CollectionStats | undefined): CollectionBar[] {
  const methods: [string, keyof Omit<CollectionStats, 'total'>, string][] = [
    [m.chart_bank(), 'bank', 'brand.6'],
    [m.chart_upi(), 'upi', 'teal.6'],
    [m.chart_manual(), 'manual', 'orange.6'],
    [m.chart_crypto(), 'crypto', 'grape.5'],
  ]
  return methods.map(([method, key, color]) => {
    const share = stats ? percentShare(stats[key], stats.total) : '0.00'
    return { method, color, '%': Number(share), share, amount: stats?.[key] }
  })
}
