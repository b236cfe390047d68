export interface SelfSigned {
  certFile: string
  keyFile: string
  /** The certificate itself, for clients to trust it as their only CA. */
  cert: Buffer
}

export function selfSignedCert(dir: string): SelfSigned
