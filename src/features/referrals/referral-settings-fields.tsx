import { SimpleGrid, Stack } from '@mantine/core'
import * as v from 'valibot'
import type { ReferralSettings } from '@/client/types.gen'
import { vPercentInput, vReferralSettings } from '@/client/valibot.gen'
import { withFieldGroup } from '@/ui/form/app-form'
import { rule } from '@/ui/form/rules'
import { SwitchField } from '@/ui/form/switch-field'
import { filled } from '@/ui/form/labelled-rules'

/** A company's referral settings as typed: the percents and days are text until sent. */
export interface ReferralFields {
  enabled: boolean
  level1Percent: string
  level2Percent: string
  lockDays: string
}

/** The programme's defaults (openapi.yaml: AddCompanyRequest), the ones a new company starts with. */
export const DEFAULT_REFERRAL: ReferralFields = { enabled: true, level1Percent: '5', level2Percent: '1', lockDays: '30' }

const percent = (label: string) => filled(label, rule(vPercentInput, `${label} must be a percentage from 0 to 100, at most 2 decimals`))

/** Checks of each field; the day range is the contract's (`ReferralSettings.lockDays`). */
const REFERRAL_CHECKS = {
  level1Percent: percent('Level 1 reward'),
  level2Percent: percent('Level 2 reward'),
  lockDays: filled(
    'Lock period',
    rule(
      v.pipe(
        v.string(),
        v.digits(),
        v.check((days) => v.is(vReferralSettings.entries.lockDays, Number(days))),
      ),
      'Lock period must be a whole number of days from 0 to 3650',
    ),
  ),
}

export function referralSettings(fields: ReferralFields): ReferralSettings {
  return {
    enabled: fields.enabled,
    level1Percent: fields.level1Percent.trim(),
    level2Percent: fields.level2Percent.trim(),
    lockDays: Number(fields.lockDays.trim()),
  }
}

export function referralFields(settings: ReferralSettings): ReferralFields {
  return { ...settings, lockDays: String(settings.lockDays) }
}

/** On/off, the two levels' percents and the lock period: Add Company and the admin's Referral Programme screen. */
export const ReferralSettingsFields = withFieldGroup({
  defaultValues: DEFAULT_REFERRAL,
  render: function ReferralSettingsFields({ group: form }) {
    return (
      <Stack gap="sm">
        <form.AppField name="enabled">{() => <SwitchField label="Referral programme on" description="Off pays no rewards on approvals." />}</form.AppField>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
          <form.AppField name="level1Percent" validators={{ onBlur: REFERRAL_CHECKS.level1Percent }}>
            {(field) => <field.TextField label="Level 1 reward (%)" description="Paid to the buyer's referrer" inputMode="decimal" withAsterisk />}
          </form.AppField>
          <form.AppField name="level2Percent" validators={{ onBlur: REFERRAL_CHECKS.level2Percent }}>
            {(field) => <field.TextField label="Level 2 reward (%)" description="Paid to the referrer's referrer" inputMode="decimal" withAsterisk />}
          </form.AppField>
          <form.AppField name="lockDays" validators={{ onBlur: REFERRAL_CHECKS.lockDays }}>
            {(field) => <field.TextField label="Lock period (days)" description="Before a reward is available" inputMode="numeric" maxLength={4} withAsterisk />}
          </form.AppField>
        </SimpleGrid>
      </Stack>
    )
  },
})
