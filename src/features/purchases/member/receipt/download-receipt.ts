import { downloadPurchaseReceipt } from '@/client/sdk.gen'
import { userClient } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/** The name the server gave the attachment (Content-Disposition), if any. */
function attachmentName(response: Response): string | undefined {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
}

/**
 * Saves the payment receipt (a PDF the server makes in the member's language) of one of the signed-in
 * member's approved purchases. The request carries the session's token in a header, which a plain
 * link cannot, so the file is fetched and handed to the browser as a download. A refusal or a failure
 * is said in a toast (the server's words for a known code); the answer says whether the file was saved.
 * Shared by Payment History and anything else that offers a receipt (a notification).
 */
export async function downloadReceipt(purchase: { id: string; transactionId?: string }): Promise<boolean> {
  try {
    const { data, response } = await downloadPurchaseReceipt({ client: userClient, path: { id: purchase.id }, parseAs: 'blob', throwOnError: true })
    const url = URL.createObjectURL(data as Blob)
    const link = document.createElement('a')
    link.href = url
    link.download = attachmentName(response) ?? `receipt-${purchase.transactionId ?? purchase.id}.pdf`
    document.body.append(link)
    link.click()
    link.remove()
    // The browser has taken the file once the click's task ends; the URL can go a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1_000)
    return true
  } catch (error) {
    notifyError(error, m.receipt_download_failed())
    return false
  }
}
