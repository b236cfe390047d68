// The referrals slice's public face: its handlers, and the holdings read that the accounts slice
// shows as a member's balance.
export { referralHandlers } from './handlers'
export { heldOrZero } from './holdings'
