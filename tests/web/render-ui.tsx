import type { ReactElement } from 'react'
import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import { theme } from '@/ui/theme'

/** Renders one component with the app's theme, for UI pieces that need no router. */
export function renderUi(ui: ReactElement) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>)
}
