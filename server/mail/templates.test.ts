import { describe, expect, it } from 'vitest'
import { greetingName, greetingNameMax } from './templates'

describe('the name a confirmation greets by', () => {
  it.each([
    [{ name: 'Kari Nordmann', firstName: null }, 'Kari'],
    [{ name: '  Ågot   Ødegård ', firstName: null }, 'Ågot'],
    [{ name: 'Ola Hansen', firstName: 'Anne  Marie' }, 'Anne Marie'],
    [{ name: 'x', firstName: "D'Angelo" }, "D'Angelo"],
    [{ name: 'x', firstName: 'Jean-Luc' }, 'Jean-Luc'],
    [{ name: 'x', firstName: 'José' }, 'José'],
  ])('greets %o as %s', (fields, expected) => {
    expect(greetingName(fields)).toBe(expected)
  })

  it.each([
    'https://evil.example',
    'Kari<b>',
    'R2D2',
    '-Kari',
    'Kari--Nordmann',
    'A'.repeat(greetingNameMax + 1),
    'Ola: ring 815 00 000',
    '',
  ])('greets no one for a first name like %s', (firstName) => {
    expect(greetingName({ name: 'x', firstName })).toBeNull()
  })
})
