import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { serverMessageOf } from '@/lib/notify'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { useRouteRetry } from '@/ui/route-retry'

interface LoadErrorScreenProps extends ErrorComponentProps {
  /** The page's own heading, which stays in place. */
  heading: string
  /** What could not be loaded, in the page's words. */
  title: string
}

/**
 * A page whose loader could not read what it renders with: the server's message (a thrown network
 * error has none), and a retry that clears the failed queries and runs the loaders again.
 */
export function LoadErrorScreen({ error, heading, title }: LoadErrorScreenProps) {
  useLocale()
  const retry = useRouteRetry()

  const message = serverMessageOf(error)
  return (
    <Stack gap="lg">
      <Title order={2}>{heading}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" role="alert">
          <Text fw={600} c="red.7">
            {title}
          </Text>
          {message && (Array.isArray(message) ? message : [message]).map((item) => <Text key={item}>{item}</Text>)}
          <Group>
            <Button variant="light" onClick={retry}>
              {m.try_again()}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
