import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'

export function NotFoundScreen() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  )
}
