// Plain JavaScript so that the web bench (node, no TypeScript loader) and the suites share it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** A throwaway certificate for 127.0.0.1 and localhost, made by Debian's openssl, in `dir`. */
export function selfSignedCert(dir) {
  const certFile = path.join(dir, 'cert.pem')
  const keyFile = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  )
  return { certFile, keyFile, cert: fs.readFileSync(certFile) }
}
