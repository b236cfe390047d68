import { Button, Code, Container, Stack, Text, Title } from '@mantine/core'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

interface HttpLikeError {
  status: number
  statusText?: string
}

function isHttpLike(error: unknown): error is HttpLikeError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
}

/** '404 Not Found' for a response-like error, else the error's message. */
export function describeError(error: unknown): string {
  if (isHttpLike(error)) return [error.status, error.statusText].filter(Boolean).join(' ')
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message
  return String(error)
}

export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  useLocale()
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={2}>{m.app_error_heading()}</Title>
        <Code block>{describeError(error)}</Code>
        <Text>
          <Button variant="light" onClick={reset}>
            {m.try_again()}
          </Button>
        </Text>
      </Stack>
    </Container>
  )
}
