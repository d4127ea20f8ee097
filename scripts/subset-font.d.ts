/** subset-font 2.9 ships no types (and @types/subset-font, for 2.3, lacks `keepFeatures`): what scripts/subset-fonts.ts calls. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
      /** OpenType feature tags to keep; all of them when left out. */
      keepFeatures?: readonly string[]
    },
  ): Promise<Buffer>
}
