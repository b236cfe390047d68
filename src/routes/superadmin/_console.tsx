import { createFileRoute } from '@tanstack/react-router'
import { ConsoleLayout } from '@/features/layouts/console-layout'
import { consoleAreaOptions } from '@/lib/console-area'

/** The super admin area: the platform and its companies. */
export const Route = createFileRoute('/superadmin/_console')({
  ...consoleAreaOptions('SUPERADMIN'),
  component: SuperadminArea,
})

function SuperadminArea() {
  return <ConsoleLayout role="SUPERADMIN" />
}
