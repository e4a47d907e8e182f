import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { OTP_LENGTH, otpCopy } from '../../content/registration'
import { digitsFromCode, isBoxValue } from './otp-digits'

interface OtpInputsProps {
  digits: string[]
  onChange: (digits: string[]) => void
  disabled?: boolean
  labelId: string
  /** A line that says more (where the code went), read after the label. */
  describedById?: string
}

/**
 * Six single-digit boxes. A digit moves focus forward; Backspace clears the box, or if it is empty clears
 * the previous one and moves back (SPEC §4). A pasted or autofilled 6-digit code fills every box.
 */
export function OtpInputs({ digits, onChange, disabled, labelId, describedById }: OtpInputsProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focusBox = (index: number) => boxes.current[index]?.focus()

  function fillAll(next: string[]) {
    onChange(next)
    focusBox(OTP_LENGTH - 1)
  }

  function handleChange(index: number, raw: string) {
    const full = digitsFromCode(raw)
    if (full) return fillAll(full)
    // Typing over a filled box gives two characters: keep the one just typed.
    const value = raw.length > 1 ? raw.slice(-1) : raw
    if (!isBoxValue(value)) return
    const next = [...digits]
    next[index] = value
    onChange(next)
    if (value !== '' && index < OTP_LENGTH - 1) focusBox(index + 1)
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const next = [...digits]
      if (next[index] !== '') {
        next[index] = ''
        onChange(next)
      } else if (index > 0) {
        next[index - 1] = ''
        onChange(next)
        focusBox(index - 1)
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const full = digitsFromCode(event.clipboardData.getData('text'))
    if (!full) return
    event.preventDefault()
    fillAll(full)
  }

  return (
    <div className="otp-boxes" role="group" aria-labelledby={labelId} aria-describedby={describedById}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el
          }}
          className="otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={otpCopy.digitLabel(index + 1, OTP_LENGTH)}
          value={digit}
          disabled={disabled}
          onChange={(e) => handleChange(index, e.target.value)}
          // Typing over a box the digit it already holds changes nothing, so React fires no onChange: move on here.
          onInput={(e) => {
            const value = e.currentTarget.value
            if (value !== '' && value === digit && index < OTP_LENGTH - 1) focusBox(index + 1)
          }}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={handlePaste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  )
}
