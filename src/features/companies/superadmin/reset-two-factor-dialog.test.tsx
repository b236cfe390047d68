import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildCompany } from '../../../../tests/web/factories'
import { renderUi } from '../../../../tests/web/render-ui'
import { localeReady, startLocale } from '@/lib/locale'
import { ResetTwoFactorDialog } from '@/features/companies/superadmin/reset-two-factor-dialog'

describe('Reset two-factor dialog', () => {
  it('speaks Hindi when the console is in Hindi: its title, its words, its field and rules, and Reset', async () => {
    window.localStorage.setItem('language', 'hi')
    startLocale()
    await localeReady()
    const onSubmit = vi.fn(() => Promise.resolve())
    const user = userEvent.setup()
    const nova = buildCompany({ companyName: 'Nova Tokens Pvt Ltd', tokenSymbol: 'NOVA' })
    renderUi(<ResetTwoFactorDialog company={nova} onClose={() => {}} onSubmit={onSubmit} />)

    const dialog = await screen.findByRole('dialog', { name: 'टू-फ़ैक्टर साइन-इन रीसेट करें' })
    expect(within(dialog).getByText(/Nova Tokens Pvt Ltd \(NOVA\) के उस एडमिन के लिए/)).toBeInTheDocument()
    expect(within(dialog).getByText(/रीसेट करने से पहले पक्का करें कि कौन माँग रहा है/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument()
    const reset = within(dialog).getByRole('button', { name: 'रीसेट करें' })
    await user.click(reset)
    expect(await within(dialog).findByText('एडमिन ईमेल ज़रूरी है')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^एडमिन ईमेल/), 'ops-at-nova')
    await user.click(reset)
    expect(await within(dialog).findByText('कृपया सही ईमेल पता डालें')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
