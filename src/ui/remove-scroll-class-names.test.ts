import { RemoveScroll as RealRemoveScroll } from 'react-remove-scroll'
import { describe, expect, it } from 'vitest'
import { RemoveScroll } from './remove-scroll-class-names'

describe('RemoveScroll class names (what the build gives Mantine’s AppShell sections)', () => {
  it('are react-remove-scroll’s own, so a modal’s scroll lock still finds the fixed header', () => {
    expect(RemoveScroll.classNames).toEqual(RealRemoveScroll.classNames)
  })
})
