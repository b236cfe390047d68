// fontverter ships no types; the one call the font tests make.
declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Uint8Array>
}
