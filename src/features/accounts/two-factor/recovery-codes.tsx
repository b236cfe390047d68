import { useId } from 'react'
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { CopyValueButton } from '@/ui/copy-value-button'
import { IconDownload } from '@/ui/icons'
import { m } from '@/paraglide/messages'

interface RecoveryCodesProps {
  codes: string[]
  /** Whose codes, in the saved file: the account's email or the product name. */
  accountLabel: string
  /** The person says they have kept them; the codes are then gone from the screen for good. */
  onDone: () => void
  doneLabel?: string
}

function fileText(codes: string[], accountLabel: string): string {
  return [m.twofa_codes_file_title({ account: accountLabel }), m.twofa_codes_file_note(), '', ...codes, ''].join('\n')
}

/** Hands the codes to the browser as a text file; nothing leaves the page. */
function download(codes: string[], accountLabel: string): void {
  const url = URL.createObjectURL(new Blob([fileText(codes, accountLabel)], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'recovery-codes.txt'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/**
 * The ten recovery codes, which the server keeps only hashed: this is the one time they can be read,
 * so the panel says so, offers to copy or download them, and stays until the person says they have
 * kept them.
 */
export function RecoveryCodes({ codes, accountLabel, onDone, doneLabel = m.twofa_codes_saved() }: RecoveryCodesProps) {
  const headingId = useId()
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {m.twofa_codes_heading()}
      </Title>
      <Alert variant="light" color="yellow" title={m.twofa_codes_warning_title()}>
        {m.twofa_codes_warning()}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <List listStyleType="none" spacing={4} aria-label={m.twofa_codes_list()} style={{ columns: '2 9ch', fontFamily: 'var(--mantine-font-family-monospace)' }}>
          {codes.map((code) => (
            <List.Item key={code}>
              <Text ff="monospace" size="md">
                {code}
              </Text>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm">
        <CopyValueButton value={codes.join('\n')} label={m.twofa_codes_name()} successMessage={m.twofa_codes_copied()} showLabel />
        <Button variant="subtle" size="compact-sm" leftSection={<IconDownload size={16} />} onClick={() => download(codes, accountLabel)}>
          {m.twofa_codes_download()}
        </Button>
      </Group>
      <Button onClick={onDone}>{doneLabel}</Button>
    </Stack>
  )
}
