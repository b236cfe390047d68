import { describe, expect, it } from 'vitest'
import { describeDevice, maskAddress } from './active-sessions'

describe('how a session reads in the Active sessions list', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Microsoft Edge on macOS'],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['python-requests/2.32.3', 'python-requests/2.32.3'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('names the browser of %j as %j', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device)
  })

  it.each([
    ['203.0.113.45', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:0:x:x:x:x'],
    ['2001:0DB8:0000:0042:0000:8a2e:0370:7334', '2001:db8:0:42:x:x:x:x'],
    ['fe80::1%eth0', 'fe80:0:0:0:x:x:x:x'],
    ['::1', '0:0:0:0:x:x:x:x'],
    ['not an address', null],
    [null, null],
  ])('hides the host part of %j: %j', (address, masked) => {
    expect(maskAddress(address)).toBe(masked)
  })
})
