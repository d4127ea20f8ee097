/**
 * `npm run fonts`: writes client/fonts/inter-latin-tr-<weight>.woff2, Inter at each weight the pages use, cut down
 * to LATIN_TR (client/fonts/latin-tr.ts): @fontsource's latin subset plus the Turkish letters it lacks.
 *
 * Why: @fontsource splits Inter into a latin file (with ı) and a latin-ext file (about 35 KB a weight) for the rest
 * of Latin, ğ ş İ included. Every Turkish page has those letters, so it loaded both files at every weight, six font
 * files, 184 KB as sent against 67 KB now, on the site's default language. Cut from the same Inter
 * (4.001, the TrueType files of @expo-google-fonts/inter that the PDFs embed too), one file a weight holds
 * everything the site's three languages write; @fontsource's latin-ext files stay for any other letter.
 *
 * client/fonts/fonts.test.ts checks the committed files cover LATIN_TR and every text of the catalogues.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { FONT_WEIGHTS, fontFileName, LATIN_TR, rangeCodePoints } from '../client/fonts/latin-tr.ts'

const require = createRequire(import.meta.url)
const SOURCES: Record<(typeof FONT_WEIGHTS)[number], string> = {
  400: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  600: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  700: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
}

/**
 * The OpenType features @fontsource's files keep (the rest, Inter's stylistic sets and alternates, would add a
 * third to each file for glyphs no page asks for): contextual forms and kerning, composed and localised letters
 * (Turkish i), fractions, and proportional and tabular figures (`font-variant-numeric: tabular-nums`).
 */
const FEATURES = ['calt', 'ccmp', 'dnom', 'frac', 'locl', 'numr', 'pnum', 'tnum', 'kern', 'mark', 'mkmk']

const text = String.fromCodePoint(...rangeCodePoints(LATIN_TR))
for (const weight of FONT_WEIGHTS) {
  const subset = await subsetFont(readFileSync(require.resolve(SOURCES[weight])), text, {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
  })
  const file = new URL(`../client/fonts/${fontFileName(weight)}`, import.meta.url)
  writeFileSync(file, subset)
  console.log(`${fontFileName(weight)}: ${(subset.length / 1024).toFixed(1)} KB`)
}
