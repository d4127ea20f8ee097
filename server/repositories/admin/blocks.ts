import type { Block, BlockHeader, Card, CardInput } from '../../../shared/schemas/blocks.ts'
import type { JsonStore } from '../../store/json-store.ts'
import { notFound } from './errors.ts'
import { newId } from './ids.ts'

const byOrder = (a: Card, b: Card) => a.order - b.order

/** One home block (portfolio, statistics, corporate cards): its titles and its cards. */
export class BlockRepository<C extends Card> {
  constructor(
    private readonly store: JsonStore<Block<C>>,
    private readonly idPrefix: string,
  ) {}

  /** The whole block, inactive cards too, cards in display order. */
  get(): Block<C> {
    const block = this.store.data
    return { ...block, cards: [...block.cards].sort(byOrder) }
  }

  async saveHeader(header: BlockHeader): Promise<Block<C>> {
    await this.store.update((block) => {
      Object.assign(block, header)
    })
    return this.get()
  }

  /** A new card goes last unless the admin gave it an order. */
  async addCard(input: CardInput<C>): Promise<C> {
    return this.store.update((block) => {
      const last = block.cards.reduce((max, card) => Math.max(max, card.order + 1), 0)
      const card = {
        ...input,
        id: newId(this.idPrefix),
        order: input.order ?? last,
        is_active: input.is_active ?? true,
      } as C
      block.cards.push(card)
      return card
    })
  }

  async updateCard(id: string, input: CardInput<C>): Promise<C> {
    if (!this.store.data.cards.some((card) => card.id === id)) throw notFound('Kart')
    return this.store.update((block) => {
      const card = block.cards.find((candidate) => candidate.id === id)
      if (!card) throw notFound('Kart')
      Object.assign(card, input)
      return card
    })
  }

  async deleteCard(id: string): Promise<void> {
    if (!this.store.data.cards.some((card) => card.id === id)) throw notFound('Kart')
    await this.store.update((block) => {
      block.cards = block.cards.filter((card) => card.id !== id)
    })
  }
}
