// The media slice's public face: its handlers, and the sweep the server runs on a timer.
export { mediaHandlers } from './handlers'
export { sweepOrphanMedia } from './sweeper'
