// The live slice's public face: the tickets that open a stream, and the stream itself.
export { liveHandlers } from './handlers'
