import type { Slider, SliderInput } from '../../../shared/schemas/slider.ts'
import type { Stores } from '../../store/collections.ts'
import { AdminError, notFound } from './errors.ts'
import { newId } from './ids.ts'

const bySortOrder = (a: Slider, b: Slider) => a.sort_order - b.sort_order

export const listSliders = (stores: Stores): Slider[] => [...stores.sliders.data].sort(bySortOrder)

function values(input: SliderInput): Omit<Slider, 'id'> {
  if (!input.image_url.trim()) throw new AdminError(400, 'Lütfen slider resmi yükleyin')
  return {
    image_url: input.image_url,
    alt_text: (input.alt_text ?? '').trim(),
    alt_text_en: (input.alt_text_en ?? '').trim(),
    alt_text_es: (input.alt_text_es ?? '').trim(),
    sort_order: input.sort_order ?? 0,
    is_active: input.is_active ?? true,
  }
}

export async function createSlider(stores: Stores, input: SliderInput): Promise<Slider> {
  const slider: Slider = { id: newId('slider'), ...values(input) }
  await stores.sliders.update((sliders) => {
    sliders.push(slider)
  })
  return slider
}

export async function updateSlider(stores: Stores, id: string, input: SliderInput): Promise<Slider> {
  const next = values(input)
  if (!stores.sliders.data.some((slider) => slider.id === id)) throw notFound('Slider')
  return stores.sliders.update((sliders) => {
    const slider = sliders.find((candidate) => candidate.id === id)
    if (!slider) throw notFound('Slider')
    Object.assign(slider, next)
    return slider
  })
}

/** Removes the slider; returns its image URL when no other slider shows the same image. */
export async function deleteSlider(stores: Stores, id: string): Promise<string | null> {
  const slider = stores.sliders.data.find((candidate) => candidate.id === id)
  if (!slider) throw notFound('Slider')
  await stores.sliders.update((sliders) => {
    const index = sliders.findIndex((candidate) => candidate.id === id)
    if (index >= 0) sliders.splice(index, 1)
  })
  return stores.sliders.data.some((other) => other.image_url === slider.image_url) ? null : slider.image_url
}

/**
 * Replaces the slider list with one slider per image found in the uploads folder: sliders whose
 * image is still there keep their id, alt text, order and state; new images are appended, active.
 */
export async function replaceSlidersWithImages(stores: Stores, imageUrls: string[]): Promise<Slider[]> {
  await stores.sliders.update((sliders) => {
    const existing = new Map(sliders.map((slider) => [slider.image_url, slider]))
    const kept = imageUrls.flatMap((url) => existing.get(url) ?? []).sort(bySortOrder)
    let order = kept.reduce((max, slider) => Math.max(max, slider.sort_order + 1), 0)
    const added = imageUrls
      .filter((url) => !existing.has(url))
      .map((url) => ({
        id: newId('slider'),
        image_url: url,
        alt_text: '',
        alt_text_en: '',
        alt_text_es: '',
        sort_order: order++,
        is_active: true,
      }))
    sliders.splice(0, sliders.length, ...kept, ...added)
  })
  return listSliders(stores)
}
