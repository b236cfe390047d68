import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { AuthPage } from '@/ui/auth-page'

const HEADING = 'Page not found'
const EXPLANATION = 'The page you are looking for does not exist or has moved.'

/** A missing page inside a signed-in console or the member area: the shell stays around it. */
export function NotFoundScreen() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={2}>{HEADING}</Title>
        <Text c="dimmed">{EXPLANATION}</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  )
}

/**
 * A missing page outside every shell (a mistyped or stale link, usually followed by someone who is
 * signed out): the token's branded card, with the ways in that such a visitor is looking for.
 */
export function BrandedNotFoundScreen() {
  return (
    <AuthPage
      heading={
        <Title order={1} size="h2">
          {HEADING}
        </Title>
      }
      subtitle={EXPLANATION}
    >
      <Stack gap="xs">
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
        <Anchor component={Link} to="/register">
          Register
        </Anchor>
      </Stack>
    </AuthPage>
  )
}
