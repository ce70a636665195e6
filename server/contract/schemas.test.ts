import { describe, expect, it } from 'vitest'
import {
  contactModalSchema,
  contactPageSchema,
  fieldErrors,
  fieldLimits,
  forgotPasswordSchema,
  limits,
  loginSchema,
  resetPasswordSchema,
  simpleEmailPattern,
} from './schemas'

describe('the contact page schema', () => {
  it('accepts a message without a subject and trims fields', () => {
    const result = contactPageSchema.safeParse({ name: '  Kari ', email: 'kari@example.no', message: 'Hei' })
    expect(result.success).toBe(true)
    expect(result.data?.name).toBe('Kari')
  })

  it('names the missing and malformed fields', () => {
    expect(fieldErrors(contactPageSchema, { name: ' ', email: 'kari', message: '' })).toEqual({
      name: 'required',
      email: 'invalid',
      message: 'required',
    })
    expect(fieldErrors(contactPageSchema, {})).toMatchObject({
      name: 'required',
      email: 'required',
      message: 'required',
    })
  })

  it('bounds the length of a message', () => {
    const message = 'x'.repeat(limits.message + 1)
    expect(fieldErrors(contactPageSchema, { name: 'a', email: 'a@b.no', message })).toEqual({ message: 'too_long' })
  })
})

describe('the modal schema', () => {
  it('needs first name, e-mail and message only', () => {
    expect(contactModalSchema.safeParse({ firstName: 'Ola', email: 'ola@firma.no', message: 'Tilbud?' }).success).toBe(
      true,
    )
    expect(fieldErrors(contactModalSchema, { email: 'ola@firma.no', message: 'x' })).toEqual({ firstName: 'required' })
  })
})

describe('passwords and e-mail patterns', () => {
  it('asks for at least 8 characters and allows 64 or more', () => {
    expect(resetPasswordSchema.safeParse({ token: 't', password: '1234567' }).success).toBe(false)
    expect(resetPasswordSchema.safeParse({ token: 't', password: 'x'.repeat(64) }).success).toBe(true)
  })

  it.each([
    ['a@b.c', true],
    ['kari@example.no', true],
    ['kari@example', false],
    ['@example.no', false],
    ['kari example@x.no', false],
  ])('%s matches the simple pattern: %s', (value, ok) => {
    expect(simpleEmailPattern.test(value)).toBe(ok)
  })
})

describe('control characters', () => {
  const page = { name: 'Kari', email: 'kari@example.no', message: 'Hei' }

  it('refuses NUL, escape, DEL and C1 controls in every text field as invalid_characters', () => {
    expect(fieldErrors(contactPageSchema, { ...page, name: 'A\u0000' })).toEqual({ name: 'invalid_characters' })
    expect(fieldErrors(contactPageSchema, { ...page, subject: 'x\u001b[31m' })).toEqual({
      subject: 'invalid_characters',
    })
    expect(fieldErrors(contactPageSchema, { ...page, message: 'del\u007f' })).toEqual({ message: 'invalid_characters' })
    expect(fieldErrors(contactPageSchema, { ...page, email: 'kari\u0085@example.no' })).toEqual({
      email: 'invalid_characters',
    })
    expect(fieldErrors(contactModalSchema, { firstName: 'Ola\u0000', email: 'ola@firma.no', message: 'x' })).toEqual({
      firstName: 'invalid_characters',
    })
    expect(fieldErrors(loginSchema, { email: 'kari@example.no', password: 'pass\u0000word' })).toEqual({
      password: 'invalid_characters',
    })
    expect(fieldErrors(forgotPasswordSchema, { email: '\u0000@example.no' })).toEqual({ email: 'invalid_characters' })
    expect(fieldErrors(resetPasswordSchema, { token: 't\u0000', password: 'long-enough' })).toEqual({
      token: 'invalid_characters',
    })
  })

  it('keeps tabs and line breaks in a message, and letters of any script', () => {
    const message = 'Hei!\r\n\tVi trenger hjelp.\nÆØÅ – 日本語 – emoji 🙂'
    expect(contactPageSchema.safeParse({ ...page, name: 'Ågot Ødegård', message }).success).toBe(true)
  })
})

describe('one-line fields', () => {
  const page = { name: 'Kari', email: 'kari@example.no', message: 'Hei' }
  const modal = { firstName: 'Ola', email: 'ola@firma.no', message: 'Hei' }
  const breaks = ['\n', '\r', '\r\n', '\u2028', '\u2029']
  const directions = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']

  it('refuse line breaks and bidirectional overrides and isolates in name, subject, company and phone as single_line', () => {
    for (const bad of [...breaks, ...directions]) {
      const forged = `Kari${bad}E-post: ceo@example.no`
      expect(fieldErrors(contactPageSchema, { ...page, name: forged }), JSON.stringify(bad)).toEqual({
        name: 'single_line',
      })
      expect(fieldErrors(contactPageSchema, { ...page, subject: forged })).toEqual({ subject: 'single_line' })
      for (const field of ['firstName', 'lastName', 'company', 'phone'])
        expect(fieldErrors(contactModalSchema, { ...modal, [field]: forged })).toEqual({ [field]: 'single_line' })
    }
  })

  it('keep line breaks in a message, and a line break that trimming removes is no error', () => {
    expect(fieldErrors(contactPageSchema, { ...page, message: 'Linje 1\r\nLinje 2\u2028Linje 3' })).toBeNull()
    expect(contactPageSchema.safeParse({ ...page, name: ' Kari Nordmann\n' }).data?.name).toBe('Kari Nordmann')
    // Right-to-left script is welcome; only the invisible direction controls are refused.
    expect(fieldErrors(contactModalSchema, { ...modal, company: 'شركة فيوردليس', lastName: 'כהן' })).toBeNull()
  })
})

describe("the forms' field limits", () => {
  // A valid request of each kind, and an e-mail address of any length that stays valid.
  const cases = [
    {
      form: 'contactPage',
      schema: contactPageSchema,
      valid: { name: 'Kari', email: 'kari@example.no', message: 'Hei' },
    },
    {
      form: 'contactModal',
      schema: contactModalSchema,
      valid: { firstName: 'Kari', email: 'kari@example.no', message: 'Hei' },
    },
    { form: 'login', schema: loginSchema, valid: { email: 'kari@example.no', password: 'hemmelig' } },
  ] as const
  const ofLength = (field: string, length: number) =>
    field === 'email' ? `${'k'.repeat(length - '@example.no'.length)}@example.no` : 'k'.repeat(length)

  for (const { form, schema, valid } of cases) {
    it(`are what the ${form} request allows: each field takes its limit and refuses one character more`, () => {
      for (const [field, max] of Object.entries(fieldLimits[form])) {
        expect(fieldErrors(schema, { ...valid, [field]: ofLength(field, max) }), `${field} at ${max}`).toBeNull()
        expect(fieldErrors(schema, { ...valid, [field]: ofLength(field, max + 1) }), `${field} at ${max + 1}`).toEqual({
          [field]: 'too_long',
        })
      }
    })
  }
})
