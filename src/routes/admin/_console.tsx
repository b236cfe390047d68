import { createFileRoute } from '@tanstack/react-router'
import { ConsoleLayout } from '@/features/layouts/console-layout'
import { consoleAreaOptions } from '@/lib/console-area'

/** The company admin area. */
export const Route = createFileRoute('/admin/_console')({
  ...consoleAreaOptions('ADMIN'),
  component: AdminArea,
})

function AdminArea() {
  return <ConsoleLayout role="ADMIN" />
}
