import { useId, useState, type ReactNode } from 'react'
import { ActionIcon, Alert, Anchor, Box, Button, Group, Indicator, Loader, Paper, Stack, Text } from '@mantine/core'
import { useClickOutside, useWindowEvent } from '@mantine/hooks'
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { listNotificationsOptions, listNotificationsQueryKey, markAllNotificationsReadMutation, markNotificationReadMutation } from '@/client/@tanstack/react-query.gen'
import type { ListNotificationsError, ListNotificationsResponse, Notification } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { useLocale } from '@/lib/locale'
import { notifyError } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import { formatDateTimeLong } from '@/ui/format'
import { IconBell } from '@/ui/icons'
import { notificationWords } from '@/features/notifications/member/notification-words'

interface NotificationBellProps {
  /**
   * What an approved purchase's notification offers to download its receipt, given the purchase's id.
   * The receipt (GET /api/user/purchases/{purchaseId}/receipt) needs the member's token in the
   * Authorization header, which a plain <a download> cannot send; whoever builds the download passes it here.
   */
  receiptAction?: (purchase: { id: string; orderNumber?: string }) => ReactNode
}

const listOptions = () => listNotificationsOptions({ client: userClient })

/**
 * The bell in the member's header: the unread count on it (and in its name, for screen readers), and
 * a panel with the newest notifications. The panel is drawn here rather than with Mantine's Popover,
 * which would bring floating-ui into the first load of every member page (docs/PERFORMANCE.md); it is
 * fixed under the header, as wide as the screen allows (a 390 px phone included). The list is a plain
 * query (listNotifications' generated key), so whatever refreshes it refreshes the bell.
 */
export function NotificationBell({ receiptAction }: NotificationBellProps) {
  useLocale()
  const [opened, setOpened] = useState(false)
  const [button, setButton] = useState<HTMLButtonElement | null>(null)
  const [panel, setPanel] = useState<HTMLDivElement | null>(null)
  const panelId = useId()
  const list = useQuery(listOptions())
  const unread = list.data?.data.unreadCount ?? 0
  useClickOutside(() => setOpened(false), null, [button, panel])
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && opened) {
      setOpened(false)
      button?.focus()
    }
  })

  return (
    <Box>
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={6} color="red">
        <ActionIcon
          ref={setButton}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread > 0 ? m.news_bell_label_unread({ count: String(unread) }) : m.news_bell_label()}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
          onClick={() => setOpened((value) => !value)}
        >
          <IconBell />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Paper
          ref={setPanel}
          id={panelId}
          role="dialog"
          aria-label={m.news_title()}
          withBorder
          shadow="md"
          radius="md"
          p="sm"
          style={{ position: 'fixed', top: 64, insetInlineEnd: 8, width: 'min(380px, calc(100vw - 16px))', zIndex: 300 }}
        >
          <NotificationPanel list={list} unread={unread} receiptAction={receiptAction} onLeave={() => setOpened(false)} />
        </Paper>
      )}
    </Box>
  )
}

interface PanelProps {
  list: UseQueryResult<ListNotificationsResponse, ListNotificationsError>
  unread: number
  receiptAction?: (purchase: { id: string; orderNumber?: string }) => ReactNode
  onLeave: () => void
}

function NotificationPanel({ list, unread, receiptAction, onLeave }: PanelProps) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: listNotificationsQueryKey({ client: userClient }) })
  const markAll = useMutation({ ...markAllNotificationsReadMutation({ client: userClient }), onSuccess: refresh, onError: (error) => notifyError(error, m.news_mark_all_failed()) })
  // Opening a notification reads it; a failure leaves it unread, which is what the bell then shows.
  const markOne = useMutation({ ...markNotificationReadMutation({ client: userClient }), onSettled: refresh })
  const open = (notification: Notification) => {
    if (!notification.readAt) markOne.mutate({ body: { id: notification.id } })
    onLeave()
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{m.news_title()}</Text>
        <Button variant="subtle" size="compact-sm" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate({})}>
          {m.news_mark_all_read()}
        </Button>
      </Group>
      {list.isPending ? (
        <Group gap="xs" py="md" justify="center" aria-busy="true">
          <Loader size="sm" />
          <Text size="sm">{m.news_loading()}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" title={m.news_load_failed()}>
          <Button variant="light" color="red" size="xs" onClick={() => void list.refetch()}>
            {m.try_again()}
          </Button>
        </Alert>
      ) : list.data.data.records.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          {m.news_empty()}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none', maxHeight: 'min(70vh, 480px)', overflowY: 'auto' }}>
          {list.data.data.records.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} receiptAction={receiptAction} onOpen={() => open(notification)} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function NotificationItem({
  notification,
  receiptAction,
  onOpen,
}: {
  notification: Notification
  receiptAction?: (purchase: { id: string; orderNumber?: string }) => ReactNode
  onOpen: () => void
}) {
  const { text, reason } = notificationWords(notification)
  const unread = !notification.readAt
  const orderNumber = notification.data.orderNumber
  return (
    <Box component="li" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          {unread && (
            <Box
              mt={6}
              w={8}
              h={8}
              style={{ flex: 'none', borderRadius: '50%', background: 'var(--mantine-color-blue-6)' }}
              title={m.news_unread()}
              aria-label={m.news_unread()}
              role="img"
            />
          )}
          <Text size="sm" fw={unread ? 600 : 400}>
            {text}
          </Text>
        </Group>
        {reason && (
          <Text size="sm" c="dimmed">
            {reason}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTimeLong(notification.createdAt)}
        </Text>
        <Group gap="md">
          {notification.kind === 'REFERRAL_REWARD' ? (
            <Anchor size="sm" onClick={onOpen} renderRoot={(props) => <Link {...props} to="/user/referrals" />}>
              {m.news_view_rewards()}
            </Anchor>
          ) : (
            <Anchor size="sm" onClick={onOpen} renderRoot={(props) => <Link {...props} to="/user/payment-history" search={{ status: 'ALL', search: orderNumber ?? '' }} />}>
              {m.news_view_order()}
            </Anchor>
          )}
          {notification.kind === 'PURCHASE_APPROVED' && receiptAction?.({ id: notification.purchaseId, orderNumber })}
        </Group>
      </Stack>
    </Box>
  )
}
