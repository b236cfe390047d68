import type { ReactNode } from 'react'
import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core'
import { selectedToken } from '@/tokens/selected-token'
import { ColorSchemeToggle } from '@/ui/color-scheme-toggle'
import { noteSignedOutChoice } from '@/lib/locale'
import { LanguageSwitch } from '@/ui/language-switch'

interface AuthPageProps {
  /** The page heading, rendered by the caller so it can choose its level and wording. */
  heading: ReactNode
  subtitle?: ReactNode
  children?: ReactNode
}

/** The centred, token-branded card that every sign-in style page shares. */
export function AuthPage({ heading, subtitle, children }: AuthPageProps) {
  return (
    <Box pos="relative" mih="100dvh" px="md" py={48} style={{ background: 'linear-gradient(160deg, var(--mantine-color-brand-light) 0%, var(--app-page-bg) 55%)' }}>
      <Group justify="flex-end" gap="xs" pos="absolute" top={12} right={12}>
        <LanguageSwitch onChange={noteSignedOutChoice} />
        <ColorSchemeToggle />
      </Group>
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <Group gap="xs" justify="center">
            <img src={selectedToken.headerLogo} alt="" width={40} height={40} />
            <Text fw={800} size="xl">
              {selectedToken.title}
            </Text>
          </Group>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={4}>
                {heading}
                {subtitle && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  )
}
