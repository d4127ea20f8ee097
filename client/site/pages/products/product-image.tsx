import { useEffect, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import { srcSetFor } from '../../../components/responsive-image.ts'

type ProductImageProps = {
  src: string
  alt: string
  /** Intrinsic size hint (the demo renders are square); CSS decides the shown size. */
  width?: number
  height?: number
  sizes: string
  /** The widest copy worth offering in `srcset` (see srcSetFor). */
  widest?: number
  /** Above the fold: load at once; otherwise lazily. */
  priority?: boolean
  className?: string
  /** What a missing or broken picture says: 'Resim Yok' (cards) or 'Görsel Yüklenemedi'. */
  fallback?: 'missing' | 'failed'
}

/**
 * A product picture with `srcset` from the -400/-800 copies, explicit size and lazy loading.
 * An empty URL shows 'Resim Yok'; a picture that fails to load shows the fallback text, also
 * when it failed before the page was hydrated (React's onError would not have seen it).
 */
export function ProductImage({
  src,
  alt,
  width = 800,
  height = 800,
  sizes,
  widest,
  priority = false,
  className,
  fallback = 'missing',
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailedSrc(src)
  }, [src])

  if (!src || failedSrc === src) {
    const reason = !src ? 'missing' : fallback
    return (
      <div className={`product-image-fallback ${className ?? ''}`} data-fallback={reason}>
        <Icon name="image-off" size={28} />
        <span>
          <FormattedMessage id={reason === 'missing' ? 'products.image.none' : 'products.image.failed'} />
        </span>
      </div>
    )
  }
  const srcSet = srcSetFor(src, widest)
  return (
    <img
      ref={image}
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
