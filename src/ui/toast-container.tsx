// The one module that imports Mantine's toast container; src/ui/toasts.tsx loads it lazily, and the
// build gives every other import of '@mantine/notifications' the store alone (vite.config.ts).
import { Notifications, type NotificationsProps } from '@mantine/notifications'
import classes from '@/ui/toast-container.module.css'

export default function ToastContainer(props: NotificationsProps) {
  return <Notifications {...props} classNames={{ root: classes.root }} />
}
