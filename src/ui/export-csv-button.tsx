import { useState } from 'react'
import { Button } from '@mantine/core'
import { notifyError } from '@/lib/notify'
import { IconDownload } from '@/ui/icons'
import { m } from '@/paraglide/messages'

interface ExportCsvButtonProps {
  /** The export call with the list's current filters: the generated SDK function, asked for a Blob. */
  download: () => Promise<{ data: unknown; response: Response }>
  /** The file's name when the answer does not give one. */
  fallbackName: string
}

/** The name the server gave the attachment (Content-Disposition), if any. */
function attachmentName(response: Response): string | undefined {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
}

/**
 * Downloads a list as the server exports it: the request carries the session's token,
 * which a plain link could not, so the file is fetched and then handed to the browser as a download.
 * Busy while the export runs; a failure says so and keeps the page as it was.
 */
export function ExportCsvButton({ download, fallbackName }: ExportCsvButtonProps) {
  const [pending, setPending] = useState(false)

  async function run() {
    setPending(true)
    try {
      const { data, response } = await download()
      const url = URL.createObjectURL(data as Blob)
      const link = document.createElement('a')
      link.href = url
      link.download = attachmentName(response) ?? fallbackName
      document.body.append(link)
      link.click()
      link.remove()
      // The browser has taken the file once the click's task ends; the URL can go a moment later.
      setTimeout(() => URL.revokeObjectURL(url), 1_000)
    } catch (error) {
      notifyError(error, m.export_failed())
    } finally {
      setPending(false)
    }
  }

  return (
    <Button variant="default" leftSection={<IconDownload size={18} />} loading={pending} onClick={() => void run()}>
      {m.export_csv()}
    </Button>
  )
}
