import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { downloadReceipt } from '@/features/purchases/member/receipt/download-receipt'
import { m } from '@/paraglide/messages'

/**
 * "Download receipt" as a link-styled button, for places that mention an approved purchase in a line
 * of text (a notification): it saves the PDF as Payment History's button does, and does not ask twice
 * while the file is on its way.
 */
export function ReceiptLink({ purchase }: { purchase: { id: string; orderNumber?: string } }) {
  const [pending, setPending] = useState(false)
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      disabled={pending}
      aria-busy={pending}
      aria-label={purchase.orderNumber ? m.receipt_download_for({ id: purchase.orderNumber }) : undefined}
      onClick={async () => {
        setPending(true)
        await downloadReceipt({ id: purchase.id, transactionId: purchase.orderNumber })
        setPending(false)
      }}
    >
      {m.receipt_download()}
    </Anchor>
  )
}
