import type { ComponentType, ReactNode } from 'react'
import { ActionIcon, AppShell, Badge, Burger, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks'
import { Link, useLocation, type LinkProps } from '@tanstack/react-router'
import { selectedToken } from '@/tokens/selected-token'
import { ColorSchemeToggle } from '@/ui/color-scheme-toggle'
import { IconCollapse, IconExpand, IconLogout, type IconProps } from '@/ui/icons'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { LanguageSwitch } from '@/ui/language-switch'
import type { Locale } from '@/paraglide/runtime'

export interface NavItem {
  to: NonNullable<LinkProps['to']>
  /** A message of src/paraglide, read at each render so the menu follows the language. */
  label: () => string
  icon: ComponentType<IconProps>
  /** Other paths that show the same screen (an index route and its named twin). */
  alsoActiveOn?: string[]
}

interface AppLayoutProps {
  /** Shown beside the token logo, e.g. 'Admin'. */
  areaLabel?: string
  navItems: NavItem[]
  /** Above the menu, e.g. the member's avatar and ID. Hidden while the sidebar is a rail. */
  sidebarTop?: ReactNode
  onLogout: () => void
  /** Hears a choice on the header's language switch. */
  onLanguageChange?: (locale: Locale) => void
  /** In the header before the language switch, e.g. the member's notification bell. */
  headerActions?: ReactNode
  children: ReactNode
}

const NAVBAR_WIDTH = 260
const RAIL_WIDTH = 76

const railLinkStyles = {
  root: { justifyContent: 'center' },
  body: { display: 'none' },
  section: { marginInlineEnd: 0 },
} as const

function trimSlash(path: string) {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export function AppLayout({ areaLabel, navItems, sidebarTop, onLogout, onLanguageChange, headerActions, children }: AppLayoutProps) {
  useLocale()
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false)
  const [railed, setRailed] = useLocalStorage({ key: 'sidebarCollapsed', defaultValue: false, getInitialValueInEffect: false })
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false
  const pathname = trimSlash(useLocation({ select: (location) => location.pathname }))
  const showLabels = isMobile || !railed

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: railed ? RAIL_WIDTH : NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }} padding="md">
      <AppShell.Header>
        {/* Tighter on a phone: the member's header holds the bell, the language and the colour scheme beside the brand in 390 px. */}
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label={mobileOpened ? m.layout_close_menu() : m.layout_open_menu()} />
            <ActionIcon
              variant="subtle"
              color="gray"
              visibleFrom="sm"
              onClick={() => setRailed((value) => !value)}
              aria-label={railed ? m.layout_expand_sidebar() : m.layout_collapse_sidebar()}
              title={railed ? m.layout_expand_sidebar() : m.layout_collapse_sidebar()}
            >
              {railed ? <IconExpand /> : <IconCollapse />}
            </ActionIcon>
            <Group gap={8} wrap="nowrap">
              <img src={selectedToken.headerLogo} alt="" width={32} height={32} />
              <Stack gap={2}>
                <Text fw={800} size="lg" lh={1} style={{ whiteSpace: 'nowrap' }}>
                  {selectedToken.title}
                </Text>
                {/* On a phone the area's name sits under the title, whole: the header has no room for its badge. */}
                {areaLabel && (
                  <Text hiddenFrom="sm" size="xs" fw={700} tt="uppercase" lh={1} c="var(--app-accent-text)" style={{ whiteSpace: 'nowrap' }}>
                    {areaLabel}
                  </Text>
                )}
              </Stack>
            </Group>
          </Group>
          <Group gap={6} wrap="nowrap">
            {/* On a phone the header has room for the title, the area's actions (the bell), the language and the colour switch only. */}
            {areaLabel && (
              // At least as wide as its words: a long area name (in Hindi too) is never cut to 'SUPER AD…'.
              <Badge variant="light" size="lg" visibleFrom="sm" style={{ minWidth: 'max-content' }}>
                {areaLabel}
              </Badge>
            )}
            {headerActions}
            <LanguageSwitch onChange={onLanguageChange} />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>

      {/* A closed phone menu is only moved off-screen; inert keeps its links out of the tab order and
          away from screen readers until the burger opens it. */}
      <AppShell.Navbar p="sm" aria-label={m.layout_main_menu()} inert={isMobile && !mobileOpened}>
        {sidebarTop && showLabels && <AppShell.Section mb="sm">{sidebarTop}</AppShell.Section>}
        {/* Plain scrolling here, and the rail's hints as the browser's own (title): Mantine's ScrollArea and
            Tooltip bring floating-ui (18 kB brotli) into the first round of every signed-in page. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Stack gap={4}>
            {navItems.map((item) => {
              const active = pathname === item.to || (item.alsoActiveOn ?? []).includes(pathname)
              const label = item.label()
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  activeOptions={{ exact: true }}
                  label={showLabels ? label : undefined}
                  aria-label={showLabels ? undefined : label}
                  title={showLabels ? undefined : label}
                  leftSection={<item.icon />}
                  active={active}
                  variant="light"
                  onClick={closeMobile}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  styles={showLabels ? undefined : railLinkStyles}
                />
              )
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <UnstyledButton
            onClick={onLogout}
            aria-label={m.layout_logout()}
            w="100%"
            p="xs"
            style={{ borderRadius: 'var(--mantine-radius-md)', color: 'var(--mantine-color-error)' }}
          >
            <Group gap="sm" wrap="nowrap" justify={showLabels ? 'flex-start' : 'center'}>
              <IconLogout />
              {showLabels && <Text size="sm">{m.layout_logout()}</Text>}
            </Group>
          </UnstyledButton>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="var(--app-page-bg)">{children}</AppShell.Main>
    </AppShell>
  )
}
