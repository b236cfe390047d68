import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../tests/web/render-ui'
import { SummaryCard } from '@/ui/summary-card'

describe('SummaryCard', () => {
  it('shows its title, value, sub-values and View More label; a sub-value with a slash is red', () => {
    renderUi(<SummaryCard icon={null} title="Members" value="12" leftSubValue="Verified 10/12" rightSubValue="This month" viewMoreLabel="View More" />)
    expect(screen.getByText('Members')).toBeInTheDocument()
    expect(screen.getByText('12')).toBeInTheDocument()
    expect(screen.getByText('View More')).toBeInTheDocument()
    expect(screen.getByText('Verified 10/12')).toHaveAttribute('data-warning', 'true')
    expect(screen.getByText('This month')).not.toHaveAttribute('data-warning')
  })

  it('is a toggle button when it can be selected', async () => {
    const onSelect = vi.fn()
    renderUi(<SummaryCard icon={null} title="My Stock" value="0.0" selected={false} onSelect={onSelect} />)
    const button = screen.getByRole('button', { name: /My Stock/ })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    expect(onSelect).toHaveBeenCalledOnce()
  })

  it('is not a button without a selection handler', () => {
    renderUi(<SummaryCard icon={null} title="Total" value="1" />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
