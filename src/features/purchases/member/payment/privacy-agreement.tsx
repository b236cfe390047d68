import { Anchor, Checkbox } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages'
import { TextWithLink } from '@/features/purchases/member/payment/text-with-link'

interface PrivacyAgreementProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** The agreement every payment method asks for; the policy opens in a new tab so the order and its timer stay put. */
export function PrivacyAgreement({ checked, onChange }: PrivacyAgreementProps) {
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        <TextWithLink text={m.pay_agree_label}>
          <Anchor component={Link} to="/privacy-policy" target="_blank" rel="noopener" inherit>
            {m.pay_agree_link()}
          </Anchor>
        </TextWithLink>
      }
    />
  )
}
