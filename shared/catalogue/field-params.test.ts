import { describe, expect, it } from 'vitest'
import { FACET_PARAMS, FIELD_PARAMS, QUOTE_CHOICES } from './field-params.ts'
import { paramOf, TECHNICAL_FIELD_KEYS, TECHNICAL_FIELDS } from './technical-fields.ts'

describe('the technical fields URL parameters', () => {
  it('are the parameters of the registry fields, each under its own field, in the registry order', () => {
    const registryParams = TECHNICAL_FIELD_KEYS.flatMap((key) => {
      const param = paramOf(key)
      return param === undefined ? [] : [[key, param]]
    })
    expect(Object.entries(FIELD_PARAMS)).toEqual(registryParams)
    expect(FACET_PARAMS).toEqual(registryParams.map(([, param]) => param))
  })

  it('offer quote choices only of term fields that filter the list', () => {
    for (const param of QUOTE_CHOICES) {
      const key = TECHNICAL_FIELD_KEYS.find((field) => paramOf(field) === param)!
      expect(TECHNICAL_FIELDS[key].kind, param).toBe('terms')
    }
  })
})
