import { useMemo } from 'react'
import { usePageData, usePageStatus } from '../../../lib/page-data.tsx'
import type { BlockStatus } from './block-parts.tsx'
import { CtaSection } from './cta-section.tsx'
import { FeaturesSection } from './features-section.tsx'
import { distinctSliders } from './home-data.ts'
import { HomeHero } from './home-hero.tsx'
import { PortfolioSection } from './portfolio-section.tsx'
import { ProductMarquee } from './product-marquee.tsx'
import { StatsSection } from './stats-section.tsx'

/**
 * The home page. Its blocks come with the page (server-rendered, or /api/page-data after a
 * client-side navigation); while that request runs each block says 'Yükleniyor...', and if it
 * fails each block shows its own error with a retry.
 */
export default function HomePage() {
  const data = usePageData('home')
  const { error, retry } = usePageStatus()
  const status: BlockStatus = error ? 'error' : data ? 'ready' : 'loading'
  const sliders = useMemo(() => distinctSliders(data?.sliders ?? []), [data])
  const ready = status === 'ready'
  return (
    <>
      <HomeHero image={ready ? sliders[0] : undefined} />
      <ProductMarquee sliders={ready ? sliders : []} status={status} onRetry={retry} />
      <FeaturesSection block={data?.features} status={status} onRetry={retry} />
      <PortfolioSection block={data?.portfolio} status={status} onRetry={retry} />
      <StatsSection block={data?.homeStats} status={status} onRetry={retry} />
      <CtaSection />
    </>
  )
}
