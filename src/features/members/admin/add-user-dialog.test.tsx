import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../../../tests/web/render-ui'
import { AddUserDialog } from '@/features/members/admin/add-user-dialog'

function setup(onSubmit: (values: unknown) => Promise<unknown> = () => Promise.resolve()) {
  const onClose = vi.fn()
  const submit = vi.fn(onSubmit)
  const user = userEvent.setup()
  renderUi(<AddUserDialog opened onClose={onClose} onSubmit={submit} />)
  const dialog = screen.getByRole('dialog', { name: 'Add New User' })
  return { user, onClose, submit, dialog }
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Admin')
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ravi Kumar')
  await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '9123456780')
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ravi@example.com')
  await user.type(within(dialog).getByLabelText(/Password/), 'Secret@123')
}

describe('Add New User dialog', () => {
  it('has a Close button, the role selector, Name, Mobile, Email, a masked Password and an Add button', async () => {
    const { user, onClose, dialog } = setup()
    const role = within(dialog).getByRole('combobox', { name: /Role/ })
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Select Role', ''],
      ['User', 'USER'],
      ['Admin', 'ADMIN'],
    ])
    expect(role).toHaveValue('')
    for (const name of [/Name/, /Mobile/, /Email/]) expect(within(dialog).getByRole('textbox', { name })).toHaveValue('')
    expect(within(dialog).getByLabelText(/Password/)).toHaveAttribute('type', 'password')
    expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveAttribute('type', 'submit')

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('requires role, name, mobile, email and password, and sends nothing until they are given', async () => {
    const { user, submit, onClose, dialog } = setup()
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    for (const message of ['Role is required', 'Name is required', 'Mobile is required', 'Email is required', 'Password is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument()
    }
    expect(submit).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('asks for a valid email address', async () => {
    const { user, submit, dialog } = setup()
    await fillValid(user, dialog)
    const email = within(dialog).getByRole('textbox', { name: /Email/ })
    await user.clear(email)
    await user.type(email, 'ravi@')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(submit).not.toHaveBeenCalled()
  })

  it('hands the values to the handler, then closes', async () => {
    const { user, submit, onClose, dialog } = setup()
    await fillValid(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(submit).toHaveBeenCalledExactlyOnceWith({
      role: 'ADMIN',
      name: 'Ravi Kumar',
      mobile: '9123456780',
      email: 'ravi@example.com',
      password: 'Secret@123',
    })
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
  })

  it('stays open with what was typed when the handler fails', async () => {
    const { user, submit, onClose, dialog } = setup(() => Promise.reject(new Error('refused')))
    await fillValid(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(submit).toHaveBeenCalledOnce())
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled())
    expect(onClose).not.toHaveBeenCalled()
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Ravi Kumar')
  })
})
