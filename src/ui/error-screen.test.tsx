import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../../tests/web/render-ui'
import { describeError, ErrorScreen } from '@/ui/error-screen'

describe('ErrorScreen', () => {
  it('reads "Unexpected Application Error!" followed by the status and status text', () => {
    renderUi(<ErrorScreen error={Object.assign(new Error('ignored'), { status: 503, statusText: 'Service Unavailable' })} reset={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument()
  })

  it('shows the error message when there is no status', () => {
    renderUi(<ErrorScreen error={new Error('Something broke')} reset={() => {}} />)
    expect(screen.getByText('Something broke')).toBeInTheDocument()
  })
})

describe('describeError', () => {
  it('uses the status alone when there is no status text', () => {
    expect(describeError({ status: 404 })).toBe('404')
  })

  it('ignores the boolean status of the API envelope and uses its message', () => {
    expect(describeError({ status: false, message: 'Not allowed' })).toBe('Not allowed')
  })
})
