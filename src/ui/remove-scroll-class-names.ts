/**
 * What the build gives Mantine's AppShell sections instead of react-remove-scroll (vite.config.ts):
 * they take only its two class-name constants, and the import brought the whole scroll lock (4 kB
 * gzip) onto every signed-in first page, where nothing locks scrolling. A modal still loads the real
 * one. The values are react-remove-scroll's own (src/ui/remove-scroll-class-names.test.ts).
 */
export const RemoveScroll = {
  classNames: {
    zeroRight: 'right-scroll-bar-position',
    fullWidth: 'width-before-scroll-bar',
  },
}
