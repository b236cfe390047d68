import { SimpleGrid, Stack } from '@mantine/core'
import * as v from 'valibot'
import type { ReferralSettings } from '@/client/types.gen'
import { vPercentInput, vReferralSettings } from '@/client/valibot.gen'
import { m } from '@/paraglide/messages'
import { withFieldGroup } from '@/ui/form/app-form'
import { firstOf, required, rule } from '@/ui/form/rules'
import { SwitchField } from '@/ui/form/switch-field'

/** A company's referral settings as typed: the percents and days are text until sent. */
export interface ReferralFields {
  enabled: boolean
  level1Percent: string
  level2Percent: string
  lockDays: string
}

/** The programme's defaults (openapi.yaml: AddCompanyRequest), the ones a new company starts with. */
export const DEFAULT_REFERRAL: ReferralFields = { enabled: true, level1Percent: '5', level2Percent: '1', lockDays: '30' }

/** A percent field's checks; the messages are read when a check fails, in the language on screen. */
const percent = (missing: () => string, invalid: () => string) => firstOf(required(missing), rule(vPercentInput, invalid))

/** Checks of each field; the day range is the contract's (`ReferralSettings.lockDays`). */
const REFERRAL_CHECKS = {
  level1Percent: percent(m.admin_referral_level1_required, m.admin_referral_level1_invalid),
  level2Percent: percent(m.admin_referral_level2_required, m.admin_referral_level2_invalid),
  lockDays: firstOf(
    required(m.admin_referral_lock_required),
    rule(
      v.pipe(
        v.string(),
        v.digits(),
        v.check((days) => v.is(vReferralSettings.entries.lockDays, Number(days))),
      ),
      m.admin_referral_lock_invalid,
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
        <form.AppField name="enabled">{() => <SwitchField label={m.admin_referral_enabled()} description={m.admin_referral_enabled_description()} />}</form.AppField>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
          <form.AppField name="level1Percent" validators={{ onBlur: REFERRAL_CHECKS.level1Percent }}>
            {(field) => <field.TextField label={m.admin_referral_level1()} description={m.admin_referral_level1_description()} inputMode="decimal" withAsterisk />}
          </form.AppField>
          <form.AppField name="level2Percent" validators={{ onBlur: REFERRAL_CHECKS.level2Percent }}>
            {(field) => <field.TextField label={m.admin_referral_level2()} description={m.admin_referral_level2_description()} inputMode="decimal" withAsterisk />}
          </form.AppField>
          <form.AppField name="lockDays" validators={{ onBlur: REFERRAL_CHECKS.lockDays }}>
            {(field) => <field.TextField label={m.admin_referral_lock()} description={m.admin_referral_lock_description()} inputMode="numeric" maxLength={4} withAsterisk />}
          </form.AppField>
        </SimpleGrid>
      </Stack>
    )
  },
})
