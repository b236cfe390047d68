// The notifications slice's public face: the member's bell, which the member layout puts in its header.
export { NotificationBell } from '@/features/notifications/member/notification-bell'
