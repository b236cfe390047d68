/** Stands where the link goes while the sentence is split around it; no message contains it. */
const LINK_MARK = '\u0000'

/**
 * A sentence from the catalogue with a link inside it (`{link}` in the message), the link where each
 * language puts it: 'Start a new purchase from {link}.' and 'नई खरीद {link} से शुरू करें।'.
 */
export function TextWithLink({ text, children }: { text: (inputs: { link: string }) => string; children: React.ReactNode }) {
  const [before, after = ''] = text({ link: LINK_MARK }).split(LINK_MARK)
  return (
    <>
      {before}
      {children}
      {after}
    </>
  )
}
