import { describe, expect, it } from 'vitest'
import { buildAdminDashboard, buildCollectionStats } from '../../../../tests/web/factories'
import { collectionBars, percentShare, referralSlices, supplySlices, supplyTotal, toCrore } from '@/features/dashboard/admin/chart-data'

describe('dashboard chart data', () => {
  it('lists the six supply parts in order with 2-decimal labels, and their total apart', () => {
    const summary = buildAdminDashboard({ founderTeamSupply: '7500000.5' })
    expect(supplyTotal(summary)).toMatchObject({ name: 'Total Supply', label: '10,00,00,000.00' })
    expect(supplySlices(summary).map(({ name, value, label }) => [name, value, label])).toEqual([
      ['Private Supply', 30000000, '3,00,00,000.00'],
      ['Remaining Private Supply', 29999000, '2,99,99,000.00'],
      ['Public Cell Supply', 50000000, '5,00,00,000.00'],
      ['Angel Investor Supply', 10000000, '1,00,00,000.00'],
      ['Founder Team Supply', 7500000.5, '75,00,000.50'],
      ['Airdrop Supply', 2500000, '25,00,000.00'],
    ])
  })

  it("shows '--' and zero-sized slices without a summary", () => {
    expect(supplySlices(undefined).every((slice) => slice.label === '--' && slice.value === 0)).toBe(true)
    expect(supplyTotal(undefined).label).toBe('--')
    expect(referralSlices(undefined).map((slice) => slice.label)).toEqual(['--', '--', '--'])
  })

  it('lists the referral slices Total, Remaining and Stock Balance', () => {
    const slices = referralSlices(buildAdminDashboard())
    expect(slices.map(({ name, label }) => [name, label])).toEqual([
      ['Total', '3,00,00,000.00'],
      ['Remaining', '2,99,99,000.00'],
      ['Stock Balance', '1,000.00'],
    ])
  })

  it('turns tokens into crores with 2 places on the decimal string', () => {
    expect(toCrore('30000000.00')).toBe('3.00')
    expect(toCrore('25000000')).toBe('2.50')
    expect(toCrore('29999000.00')).toBe('3.00')
    expect(toCrore('1000.00')).toBe('0.00')
    expect(toCrore('12345678901234567.89')).toBe('1,23,45,67,890.12')
    expect(toCrore('abc')).toBe('--')
  })

  it('gives each method its share of the collections in percent, exactly', () => {
    expect(percentShare('1', '3')).toBe('33.33')
    expect(percentShare('2', '3')).toBe('66.67')
    expect(percentShare('0.01', '0.01')).toBe('100.00')
    expect(percentShare('5', '0')).toBe('0.00')
    expect(collectionBars(buildCollectionStats()).map(({ method, share, amount }) => [method, share, amount])).toEqual([
      ['Bank', '25.00', '10000.00'],
      ['UPI', '50.00', '20000.00'],
      ['Manual', '25.00', '10000.00'],
      ['Crypto', '0.00', '0.00'],
    ])
    expect(collectionBars(undefined).map((bar) => bar['%'])).toEqual([0, 0, 0, 0])
  })
})
