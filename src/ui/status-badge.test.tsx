import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../../tests/web/render-ui'
import { StatusBadge, statusColor } from '@/ui/status-badge'

describe('statusColor', () => {
  it.each([
    ['PENDING', 'yellow'],
    ['APPROVED', 'green'],
    ['success', 'green'],
    ['REJECTED', 'red'],
    ['reject', 'red'],
    ['failed', 'red'],
    ['CANCELLED', 'gray'],
    ['', 'gray'],
  ])('%s is %s', (status, color) => {
    expect(statusColor(status)).toBe(color)
  })
})

describe('StatusBadge', () => {
  it('shows the status in its colour', () => {
    renderUi(<StatusBadge status="APPROVED" />)
    expect(screen.getByText('APPROVED').closest('[data-color]')).toHaveAttribute('data-color', 'green')
  })
})
