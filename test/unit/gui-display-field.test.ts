import { describe, expect, it } from 'vitest'
import { parseTaskConfig } from '../../src/task/config.js'
import { TaskConfigError } from '../../src/task/errors.js'

const FILE = 'tasks/gui/task.toml'

describe('[environment] display', () => {
  it('is off unless asked for', () => {
    expect(parseTaskConfig('', FILE).environment.display).toBeNull()
    expect(parseTaskConfig('[environment]\ndisplay = false\n', FILE).environment.display).toBeNull()
  })
  it('takes true for 1280x800 and a WIDTHxHEIGHT size', () => {
    expect(parseTaskConfig('[environment]\ndisplay = true\n', FILE).environment.display).toEqual({
      width: 1280,
      height: 800,
    })
    expect(parseTaskConfig('[environment]\ndisplay = "1024x768"\n', FILE).environment.display).toEqual({
      width: 1024,
      height: 768,
    })
  })
  it.each(['"1280"', '"0x0"', '"99999x800"', '"1281x800"', '1280', '"big"'])(
    'refuses display = %s naming the field and the form',
    (value) => {
      expect(() => parseTaskConfig(`[environment]\ndisplay = ${value}\n`, FILE)).toThrow(TaskConfigError)
      expect(() => parseTaskConfig(`[environment]\ndisplay = ${value}\n`, FILE)).toThrow(
        /environment\.display.*WIDTHxHEIGHT/,
      )
    },
  )
  it('is a helios field: no unknown-field warning', () => {
    expect(parseTaskConfig('[environment]\ndisplay = true\n', FILE).warnings).toEqual([])
  })
})
