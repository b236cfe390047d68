import { Alert, Modal, Stack, Text } from '@mantine/core'
import type { Company, ResetAdminTwoFactorRequest } from '@/client/types.gen'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions } from '@/ui/form/dialog-actions'
import { filled, validEmail } from '@/ui/form/labelled-rules'

const adminEmail = filled('Admin email', validEmail)

interface ResetTwoFactorDialogProps {
  /** The company whose admin lost their authenticator; closed while null. */
  company: Company | null
  onClose: () => void
  /** Closes once it resolves; when it rejects (the caller has said why) the dialog stays open. */
  onSubmit: (values: ResetAdminTwoFactorRequest) => Promise<unknown>
}

/**
 * The way back for an admin who lost both their authenticator and their recovery codes: their
 * second factor is deleted and their sessions end, so they sign in with the password and, where
 * the company requires it, set up a new app. The admin is named by the email they sign in with,
 * within the company of the row the dialog was opened from.
 */
export function ResetTwoFactorDialog({ company, onClose, onSubmit }: ResetTwoFactorDialogProps) {
  return (
    <Modal opened={company !== null} onClose={onClose} title="Reset two-factor sign-in" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {company && <ResetForm key={company.id} company={company} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function ResetForm({ company, onClose, onSubmit }: { company: Company } & Omit<ResetTwoFactorDialogProps, 'company'>) {
  const form = useAppForm({
    defaultValues: { email: '' },
    onSubmit: ({ value }) => closeWhenSaved(onSubmit({ companyId: company.id, email: value.email.trim() }), onClose),
  })
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            For an admin of {company.companyName} ({company.tokenSymbol}) who lost their authenticator app and their recovery codes.
          </Text>
          <Alert variant="light" color="yellow">
            Check who is asking before you reset: their authenticator and recovery codes are deleted and every session of theirs ends. They sign in again with their password alone,
            or set up a new app if the company requires it.
          </Alert>
          <form.AppField name="email" validators={{ onBlur: adminEmail }}>
            {(field) => <field.TextField label="Admin email" description="The email the admin signs in with." type="email" autoComplete="off" spellCheck={false} withAsterisk />}
          </form.AppField>
          <DialogActions label="Reset" pendingLabel="Resetting..." onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
