import { describe, expect, it } from 'vitest'
import { isDiskFull } from '../uploads/disk-full.ts'
import { formMessage } from './messages.ts'
import { budgetRefusal, diskFullRefusal, storageFailureReply } from './storage-refusal.ts'

function fsError(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code })
}

describe('isDiskFull', () => {
  it('knows ENOSPC and EDQUOT by code, by message and through causes', () => {
    expect(isDiskFull(fsError('ENOSPC', 'ENOSPC: no space left on device, write'))).toBe(true)
    expect(isDiskFull(fsError('EDQUOT', 'quota'))).toBe(true)
    expect(isDiskFull(new Error('VipsForeignSave: No space left on device'))).toBe(true)
    expect(isDiskFull(new Error('store write failed', { cause: fsError('ENOSPC', 'x') }))).toBe(true)
    expect(isDiskFull(fsError('EACCES', 'permission denied'))).toBe(false)
    expect(isDiskFull('ENOSPC')).toBe(false)
    expect(isDiskFull(undefined)).toBe(false)
  })
})

describe('storageFailureReply', () => {
  it('answers a budget refusal with its status and message in the post language', () => {
    const quota = storageFailureReply(budgetRefusal('address', 'es', 3600), 'tr')
    expect(quota).toEqual({
      status: 429,
      body: { success: false, error: formMessage('es', 'forms.error.attachmentQuota') },
      retryAfterSeconds: 3600,
      logLevel: 'info',
    })
    for (const limit of ['total', 'disk'] as const) {
      expect(storageFailureReply(budgetRefusal(limit, 'en', 0), 'tr')?.body.error).toBe(
        formMessage('en', 'forms.error.attachmentsUnavailable'),
      )
      expect(storageFailureReply(budgetRefusal(limit, 'en', 0), 'tr')?.status).toBe(507)
    }
  })

  it('answers a full disk met while storing with 507, logged as an error', () => {
    const reply = storageFailureReply(fsError('ENOSPC', 'ENOSPC: no space left on device'), 'en')
    expect(reply?.status).toBe(507)
    expect(reply?.logLevel).toBe('error')
    expect(reply?.body.error).toBe(formMessage('en', 'forms.error.storageFull'))
    const received = storageFailureReply(diskFullRefusal('tr', fsError('ENOSPC', 'x')), 'en')
    expect(received?.body.error).toBe(formMessage('tr', 'forms.error.storageFull'))
  })

  it('leaves every other error to the usual handling', () => {
    expect(storageFailureReply(new Error('boom'), 'tr')).toBeNull()
    expect(storageFailureReply(Object.assign(new Error('x'), { statusCode: 429 }), 'tr')).toBeNull()
  })
})
