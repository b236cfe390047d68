import { describe, expect, it } from 'vitest'
import { buildAdminDashboard, buildCollectionStats } from '../../../../tests/web/factories'
import { collectionBars, percentShare, referralSlices, referralTotal, supplySlices, supplyTotals, toCrore } from '@/features/dashboard/admin/chart-data'

describe('dashboard chart data', () => {
  it('partitions the supply into six slices that add up to the total, the totals apart', () => {
    const summary = buildAdminDashboard({ founderTeamSupply: '7500000.5' })
    expect(supplyTotals(summary).map(({ name, label }) => [name, label])).toEqual([
      ['Total Supply', '10,00,00,000.00'],
      ['Private Supply', '3,00,00,000.00'],
    ])
    expect(supplySlices(summary).map(({ name, value, label }) => [name, value, label])).toEqual([
      ['Private Supply Allocated', 1000, '1,000.00'],
      ['Remaining Private Supply', 29999000, '2,99,99,000.00'],
      ['Public Cell Supply', 50000000, '5,00,00,000.00'],
      ['Angel Investor Supply', 10000000, '1,00,00,000.00'],
      ['Founder Team Supply', 7500000.5, '75,00,000.50'],
      ['Airdrop Supply', 2500000, '25,00,000.00'],
    ])
    // Exactly, on the decimal strings: 300001.50 - 0.01.
    expect(supplySlices(buildAdminDashboard({ privateSupply: '300001.50', remainingPrivateSupply: '0.01' }))[0].label).toBe('3,00,001.49')
  })

  it("shows '--' and zero-sized slices without a summary", () => {
    expect(supplySlices(undefined).every((slice) => slice.label === '--' && slice.value === 0)).toBe(true)
    expect(supplyTotals(undefined).map((total) => total.label)).toEqual(['--', '--'])
    expect(referralSlices(undefined).map((slice) => slice.label)).toEqual(['--', '--'])
    expect(referralTotal(undefined).label).toBe('--')
  })

  it('draws the referral ring as used (Stock Balance) against Remaining, with their Total apart', () => {
    const summary = buildAdminDashboard()
    expect(referralSlices(summary).map(({ name, label }) => [name, label])).toEqual([
      ['Stock Balance', '1,000.00'],
      ['Remaining', '2,99,99,000.00'],
    ])
    expect(referralTotal(summary)).toMatchObject({ name: 'Total', label: '3,00,00,000.00', raw: '30000000.00' })
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
