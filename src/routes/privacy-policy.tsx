import type { ReactNode } from 'react'
import { Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import { tokenHead } from '@/lib/head'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'

export const Route = createFileRoute('/privacy-policy')({
  head: () => tokenHead(m.privacy_heading()),
  component: PrivacyPolicyPage,
})

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function PrivacyPolicyPage() {
  useLocale()
  const { name, symbol } = selectedToken
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Group gap="sm">
          <img src={selectedToken.headerLogo} alt="" width={40} height={40} />
          <Text fw={800} size="lg">
            {selectedToken.title}
          </Text>
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1}>{m.privacy_heading()}</Title>
              <Text c="dimmed">{m.privacy_intro({ name, symbol })}</Text>
            </Stack>

            <Text>{m.privacy_scope({ symbol })}</Text>

            <Section title={m.privacy_s1_title()}>
              <List spacing="xs">
                <List.Item>{m.privacy_s1_item1()}</List.Item>
                <List.Item>{m.privacy_s1_item2()}</List.Item>
                <List.Item>{m.privacy_s1_item3()}</List.Item>
                <List.Item>{m.privacy_s1_item4()}</List.Item>
                <List.Item>{m.privacy_s1_item5()}</List.Item>
                <List.Item>{m.privacy_s1_item6()}</List.Item>
              </List>
            </Section>

            <Section title={m.privacy_s2_title()}>
              <List spacing="xs">
                <List.Item>{m.privacy_s2_item1()}</List.Item>
                <List.Item>{m.privacy_s2_item2()}</List.Item>
                <List.Item>{m.privacy_s2_item3()}</List.Item>
                <List.Item>{m.privacy_s2_item4()}</List.Item>
                <List.Item>{m.privacy_s2_item5()}</List.Item>
              </List>
              <Text>{m.privacy_s2_p1()}</Text>
            </Section>

            <Section title={m.privacy_s3_title()}>
              <Text>{m.privacy_s3_p1()}</Text>
            </Section>

            <Section title={m.privacy_s4_title()}>
              <Text>{m.privacy_s4_p1()}</Text>
            </Section>

            <Section title={m.privacy_s5_title()}>
              <Text>{m.privacy_s5_p1()}</Text>
            </Section>

            <Section title={m.privacy_s6_title()}>
              <Text>{m.privacy_s6_p1()}</Text>
            </Section>

            <Section title={m.privacy_s7_title()}>
              <Text>{m.privacy_s7_p1()}</Text>
            </Section>

            <Text size="sm" c="dimmed">
              <Anchor component={Link} to="/">
                {m.privacy_back_home({ title: selectedToken.title })}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
