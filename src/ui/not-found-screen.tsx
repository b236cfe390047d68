import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { AuthPage } from '@/ui/auth-page'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/** A missing page inside a signed-in console or the member area: the shell stays around it. */
export function NotFoundScreen() {
  useLocale()
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={2}>{m.not_found_heading()}</Title>
        <Text c="dimmed">{m.not_found_explanation()}</Text>
        <Anchor component={Link} to="/">
          {m.not_found_home()}
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
  useLocale()
  return (
    <AuthPage
      heading={
        <Title order={1} size="h2">
          {m.not_found_heading()}
        </Title>
      }
      subtitle={m.not_found_explanation()}
    >
      <Stack gap="xs">
        <Anchor component={Link} to="/">
          {m.not_found_home()}
        </Anchor>
        <Anchor component={Link} to="/register">
          {m.not_found_register()}
        </Anchor>
      </Stack>
    </AuthPage>
  )
}
