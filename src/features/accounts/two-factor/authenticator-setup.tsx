import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { QRCodeSVG } from 'qrcode.react'
import type { TwoFactorSetup } from '@/client/types.gen'
import { CopyValueButton } from '@/ui/copy-value-button'
import { m } from '@/paraglide/messages'
import { CodeField, useCodeForm } from '@/features/accounts/two-factor/code-field'

interface AuthenticatorSetupProps {
  setup: TwoFactorSetup
  /** Sends the first code; resolves once two-factor sign-in is on (a refusal has been told already). */
  onConfirm: (code: string) => Promise<unknown>
  confirmLabel: string
  onCancel?: () => void
}

/** 'JBSW Y3DP EHPK 3PXP': the secret in fours, easier to copy by eye; apps ignore the spaces. */
function inFours(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * Enrolling an authenticator app: the QR code of the otpauth URI for the phone's camera, the same
 * secret as text (and a copy button) for a phone that cannot scan its own screen, then the first
 * code, which proves the app and the server agree before two-factor sign-in is turned on.
 */
export function AuthenticatorSetup({ setup, onConfirm, confirmLabel, onCancel }: AuthenticatorSetupProps) {
  const { form, incomplete, submitting } = useCodeForm(onConfirm, false)

  return (
    <Stack gap="md">
      <Text size="sm">{m.twofa_scan()}</Text>
      <Group justify="center">
        <Paper withBorder radius="md" p="sm" bg="white">
          <QRCodeSVG value={setup.otpauthUri} size={176} marginSize={1} title={m.twofa_qr_title()} role="img" />
        </Paper>
      </Group>
      <TextInput
        label={m.twofa_setup_key()}
        description={m.twofa_setup_key_description()}
        value={inFours(setup.secret)}
        readOnly
        variant="filled"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 600 } }}
        rightSection={<CopyValueButton value={setup.secret} label={m.twofa_setup_key_name()} successMessage={m.twofa_setup_key_copied()} />}
      />
      <form.AppForm>
        <form.Form>
          <Stack gap="md">
            <CodeField form={form} fields={{ code: 'code' }} label={m.twofa_code_from_app()} />
            <Group justify="flex-end" gap="sm">
              {onCancel && (
                <Button variant="default" onClick={onCancel} disabled={submitting}>
                  {m.dialog_cancel()}
                </Button>
              )}
              <form.SubmitButton label={confirmLabel} pendingLabel={m.twofa_checking()} disabled={incomplete} />
            </Group>
          </Stack>
        </form.Form>
      </form.AppForm>
    </Stack>
  )
}
