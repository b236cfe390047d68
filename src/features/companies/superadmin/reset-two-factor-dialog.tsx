import { Alert, Modal, Stack, Text } from '@mantine/core'
import type { Company, ResetAdminTwoFactorRequest } from '@/client/types.gen'
import { vResetAdminTwoFactorRequest } from '@/client/valibot.gen'
import { useAppForm } from '@/ui/form/app-form'
import { rule } from '@/ui/form/rules'
import { closeWhenSaved, DialogActions } from '@/ui/form-extra/dialog-actions'
import { filled } from '@/ui/form-extra/labelled-rules'

const validAdminId = filled('Admin ID', rule(vResetAdminTwoFactorRequest.entries.adminId, 'Admin ID is the ID shown on the admin’s Security page, like 0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61'))

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
 * the company requires it, set up a new app. The contract names the admin by ID (it has no list of
 * a company's admins), which the admin reads out from their Security page.
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
    defaultValues: { adminId: '' },
    onSubmit: ({ value }) => closeWhenSaved(onSubmit({ adminId: value.adminId.trim() }), onClose),
  })
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            For an admin of {company.companyName} ({company.tokenSymbol}) who lost their authenticator app and their recovery codes.
          </Text>
          <Alert variant="light" color="yellow">
            Check who is asking before you reset: their authenticator and recovery codes are deleted and every session of theirs ends. They sign in
            again with their password alone, or set up a new app if the company requires it.
          </Alert>
          <form.AppField name="adminId" validators={{ onBlur: validAdminId }}>
            {(field) => <field.TextField label="Admin ID" description="Shown on the admin’s Security page." autoComplete="off" spellCheck={false} withAsterisk />}
          </form.AppField>
          <DialogActions label="Reset" pendingLabel="Resetting..." onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
