/** An expected refusal (400, 404, 409, 413...) with the Turkish text the admin screens show. */
export class AdminError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
    this.name = 'AdminError'
  }
}

export const notFound = (what = 'Kayıt') => new AdminError(404, `${what} bulunamadı`)
