import { useLayoutEffect, useState, type ComponentProps } from 'react'
import { Slider } from '../vendor/slider'

/** The static slide (its carousel region and index) that has focus while this renders, if any. */
function focusedStaticSlide(): { region: Element; index: number } | null {
  const cell = document.activeElement?.closest('.autoplay-slider__static-cell')
  const region = cell?.closest('.autoplay-slider')
  if (!cell || !region) return null
  return { region, index: [...(cell.parentElement?.children ?? [])].indexOf(cell) }
}

/**
 * react-slick, taking focus over from the static slides it replaces (see AutoplaySlider): someone who tabbed
 * into them before the script arrived would otherwise be dropped on <body> when they go.
 */
export function FocusKeepingSlider(props: ComponentProps<typeof Slider>) {
  // Read while rendering: React removes the static view, and the focused element with it, in the same commit.
  const [focused] = useState(focusedStaticSlide)
  useLayoutEffect(() => {
    if (!focused?.region.isConnected || document.activeElement !== document.body) return
    const { region, index } = focused
    const target =
      region.querySelector<HTMLElement>(`.slick-slide[data-index="${index}"] :is(a[href], button)`) ??
      region.querySelector<HTMLElement>('.slick-dots .slick-active button, .autoplay-slider__toggle')
    target?.focus()
  }, [focused])
  return <Slider {...props} />
}
