// The one module that imports Mantine's toast container; src/ui/toasts.tsx loads it lazily, and the
// build gives every other import of '@mantine/notifications' the store alone (vite.config.ts).
export { Notifications as default } from '@mantine/notifications'
