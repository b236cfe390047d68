import { useState } from 'react'
import { Anchor, Image, Stack, Text } from '@mantine/core'
import { m } from '@/paraglide/messages'

/**
 * The receipt link carries no file type (a signed `/api/v1/media/file/...` URL), and members may
 * upload images, PDF or Word files. So the image is tried, and whatever does not load as one
 * (a PDF, a document) is left to the 'View Receipt' link, which opens it in a new tab.
 */
export function ReceiptPreview({ url, label }: { url: string; label: string }) {
  const [isImage, setIsImage] = useState(true)
  return (
    <Stack gap={6}>
      <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={600}>
        {m.admin_purchases_view_receipt()}
      </Anchor>
      {isImage && <Image src={url} alt={label} radius="sm" mah={280} fit="contain" onError={() => setIsImage(false)} />}
    </Stack>
  )
}

export function NoReceipt() {
  return (
    <Text size="sm" c="dimmed">
      {m.admin_purchases_no_receipt()}
    </Text>
  )
}
