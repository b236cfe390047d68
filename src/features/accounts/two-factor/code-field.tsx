import { useState } from 'react'
import { Button, Group } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import * as v from 'valibot'
import { vOtp, vTwoFactorCode } from '@/client/valibot.gen'
import { useAppForm, withFieldGroup } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { rule } from '@/ui/form/rules'
import { m } from '@/paraglide/messages'

/** An authenticator's code: six digits, whatever else was typed or pasted ('123 456'). */
const sixDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6)
/** A recovery code as printed (`abcde-fghij`): spaces dropped, lower case, no longer than one. */
const recoveryShape = (typed: string) => typed.replace(/\s/g, '').toLowerCase().slice(0, 11)

const validAppCode = rule(vOtp, m.code_invalid_app)
const validRecoveryCode = rule(vTwoFactorCode, m.code_invalid_recovery)

/** Whether `code` can be sent: six digits, or a recovery code where one is accepted. */
export function codeReady(code: string, allowRecovery = false): boolean {
  return v.is(allowRecovery ? vTwoFactorCode : vOtp, code)
}

/**
 * A form of one code that `send` submits (its button disabled until the code has its shape, and
 * while it is sent). `allowRecovery`: a recovery code is accepted too.
 */
export function useCodeForm(send: (code: string) => Promise<unknown>, allowRecovery = true) {
  const form = useAppForm({ defaultValues: { code: '' }, onSubmit: ({ value }) => untilSettled(send(value.code)) })
  const incomplete = useStore(form.store, ({ values }) => !codeReady(values.code, allowRecovery))
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return { form, incomplete, submitting }
}

/**
 * The second factor's field: the authenticator's six digits, or, where `allowRecovery` is set, one
 * of the recovery codes instead. The two want different keyboards on a phone (digits, letters), so
 * the person says which one they are typing.
 */
export const CodeField = withFieldGroup({
  defaultValues: { code: '' },
  props: {} as { label?: string; allowRecovery?: boolean; autoFocus?: boolean },
  render: function CodeField({ group, label = m.code_label(), allowRecovery = false, autoFocus = false }) {
    const [recovery, setRecovery] = useState(false)
    function switchTo(next: boolean) {
      setRecovery(next)
      group.resetField('code')
    }
    return (
      <>
        <group.AppField key={recovery ? 'recovery' : 'app'} name="code" validators={{ onBlur: recovery ? validRecoveryCode : validAppCode }}>
          {(field) =>
            recovery ? (
              <field.TextField
                label={m.code_recovery_label()}
                description={m.code_recovery_description()}
                placeholder="abcde-fghij"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={11}
                required
                autoFocus
                normalise={recoveryShape}
              />
            ) : (
              <field.TextField
                label={label}
                description={m.code_app_description()}
                placeholder="123456"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                required
                autoFocus={autoFocus}
                normalise={sixDigits}
              />
            )
          }
        </group.AppField>
        {allowRecovery && (
          <Group justify="flex-start">
            <Button variant="subtle" size="compact-sm" onClick={() => switchTo(!recovery)}>
              {recovery ? m.code_use_app() : m.code_use_recovery()}
            </Button>
          </Group>
        )}
      </>
    )
  },
})
