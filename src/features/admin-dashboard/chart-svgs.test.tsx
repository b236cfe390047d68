import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SupplyPieChart, slicePath } from '@/features/admin-dashboard/chart-svgs'
import type { Slice } from '@/features/admin-dashboard/chart-data'

const slice = (name: string, value: number): Slice => ({ name, value, label: String(value), color: 'brand.6' })

function drawPie(slices: Slice[]) {
  render(<SupplyPieChart slices={slices} />)
  const pie = screen.getByRole('img', { name: 'Token Supply Distribution pie chart' })
  return Array.from(pie.querySelectorAll('path[data-slice]')).map((path) => ({ name: path.getAttribute('data-slice'), d: path.getAttribute('d') ?? '' }))
}

describe('hand-drawn charts', () => {
  it('draws a slice holding everything as a whole circle, not as an arc whose ends meet (which draws nothing)', () => {
    const [whole, ...rest] = drawPie([slice('Total Supply', 5), slice('Airdrop Supply', 0)])
    expect(rest).toEqual([])
    expect(whole.name).toBe('Total Supply')
    // Two half-turn arcs: 12 o'clock to 6 o'clock and back.
    expect(whole.d.match(/ A /g)).toHaveLength(2)
    expect(whole.d).toContain('M 100.000 0.000 A 100 100 0 0 1 100.000 200.000')
  })

  it('draws no slice at all when every figure is zero or missing, only an empty ring', () => {
    expect(drawPie([slice('Total Supply', 0), slice('Private Supply', 0)])).toEqual([])
    expect(screen.getByRole('img', { name: 'Token Supply Distribution pie chart' }).querySelector('circle')).not.toBeNull()
  })

  it('takes the long way round for a slice of more than half the circle', () => {
    const [big, small] = drawPie([slice('Total Supply', 3), slice('Private Supply', 1)])
    expect(big.d).toContain('A 100 100 0 1 1')
    expect(small.d).toContain('A 100 100 0 0 1')
  })

  it('draws a ring segment for a doughnut: out along the rim, back along the hole', () => {
    expect(slicePath(100, 100, 70, 0, Math.PI / 2)).toBe('M 100.000 0.000 A 100 100 0 0 1 200.000 100.000 L 170.000 100.000 A 70 70 0 0 0 100.000 30.000 Z')
  })
})
