// The notifications slice's public face: its handlers (the member's bell).
export { notificationHandlers } from './handlers'
